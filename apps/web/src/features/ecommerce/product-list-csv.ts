import type { Product } from '@mizan/contracts';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import type { ProductListSearch } from './ecommerce.search';
import { fetchAllProducts } from './products.api';

const COLUMNS = [
  'id',
  'productName',
  'productBrand',
  'category',
  'stock',
  'sku',
  'price',
  'priceAmount',
  'qty',
  'status',
  'createdAt',
] as const;

/** The CSV of every product matching the list's filters and sort (all pages). */
export function productsToCsv(products: readonly Product[]): string {
  return toCsv<Product>(COLUMNS, products);
}

/** Fetches every matching product and downloads them as a CSV file; resolves how many rows it wrote. */
export async function downloadProductsCsv(search: ProductListSearch): Promise<number> {
  const { products } = await fetchAllProducts(search);
  downloadCsv(productsToCsv(products), csvFileName('products'));
  return products.length;
}
