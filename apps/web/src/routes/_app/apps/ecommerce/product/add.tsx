import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/ecommerce/product-form-page';
import { categoryOptionsQuery } from '@/features/ecommerce/products.api';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/product/add')({
  staticData: { access: areaAccess('ecommerceProductAdd') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(categoryOptionsQuery()),
  component: () => <ProductFormPage />,
});
