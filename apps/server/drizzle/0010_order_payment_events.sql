-- The order activity records payment-status changes too (status 'payment', the new code here; null on other steps).
ALTER TABLE "ecommerce_order_events" ADD COLUMN "payment" integer;
