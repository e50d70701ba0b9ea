import { positiveIntSchema } from '@mizan/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/ecommerce/product-form-page';
import { categoryOptionsQuery, productDetailQuery } from '@/features/ecommerce/products.api';

const toId = (text: string) => positiveIntSchema.safeParse(text).data;

export const Route = createFileRoute('/_app/apps/ecommerce/product/edit/$id')({
  staticData: { access: { action: 'update', subject: 'Product' } },
  loader: ({ context, params }) => {
    const id = toId(params.id);
    void context.queryClient.prefetchQuery(categoryOptionsQuery());
    if (id) void context.queryClient.prefetchQuery(productDetailQuery(id));
  },
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  const productId = toId(id) ?? 0;
  return <ProductFormPage key={productId} id={productId} />;
}
