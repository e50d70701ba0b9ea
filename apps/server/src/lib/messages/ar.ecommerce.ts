import type { Catalogue } from './translate.ts';

/** Arabic: the e-commerce area (contracts `ecommerce/*`, the server's ecommerce module). */
export const arEcommerce: Catalogue = {
  // Products and images
  'Product not found': 'المنتج غير موجود',
  'Another product already has this SKU': 'يوجد منتج آخر بهذا الرمز',
  'Choose when the product goes on sale': 'اختر موعد طرح المنتج للبيع',
  'The discounted price must be lower than the base price': 'يجب أن يكون السعر بعد الخصم أقل من السعر الأساسي',
  'The category does not exist': 'الفئة غير موجودة',
  'An image does not exist; upload it again': 'إحدى الصور غير موجودة؛ ارفعها مرة أخرى',
  'This product was changed by someone else; reload it': 'غيّر شخص آخر هذا المنتج؛ أعد تحميله',
  'Enter the product name': 'أدخل اسم المنتج',
  'Enter the SKU': 'أدخل رمز المنتج',
  'Use only letters, digits and - . _ in the SKU, such as SHOE-42':
    'استخدم في رمز المنتج الحروف والأرقام و - . _ فقط، مثل SHOE-42',
  'Enter the barcode with digits and letters only, such as 5901234123457':
    'أدخل الرمز الشريطي بالأرقام والحروف فقط، مثل 5901234123457',
  'Choose the restock date': 'اختر تاريخ إعادة التخزين',
  'Choose a category': 'اختر فئة',
  'Enter a whole quantity': 'أدخل كمية بعدد صحيح',
  'Enter {min} or more': 'أدخل {min} أو أكثر',
  'Enter the option (Size, Colour…)': 'أدخل الخيار (المقاس، اللون…)',
  'Enter the value': 'أدخل القيمة',
  'Use at most {max} images': 'استخدم ما لا يزيد على {max} من الصور',
  'Use at most {max} tags': 'استخدم ما لا يزيد على {max} من الوسوم',
  'Use at most {max} variants': 'استخدم ما لا يزيد على {max} من المتغيرات',
  'Use at most {max} characters a tag': 'استخدم ما لا يزيد على {max} من الأحرف لكل وسم',
  'Choose at least one product': 'اختر منتجًا واحدًا على الأقل',
  'Enter a price, such as 49.90': 'أدخل سعرًا، مثل 49.90',
  'The image is larger than 2 MB': 'حجم الصورة أكبر من 2 ميغابايت',
  'Use a PNG, JPEG, WebP or GIF image': 'استخدم صورة PNG أو JPEG أو WebP أو GIF',
  'Image not found': 'الصورة غير موجودة',

  // Categories
  'Category not found': 'الفئة غير موجودة',
  'A category with this name already exists': 'توجد فئة بهذا الاسم',
  'Another category already has this web address': 'توجد فئة أخرى بعنوان الويب هذا',
  'A category cannot be its own parent or sit under one of its subcategories':
    'لا يمكن أن تكون الفئة أصلًا لنفسها أو أن تقع تحت إحدى فئاتها الفرعية',
  'The parent category does not exist': 'الفئة الأصلية غير موجودة',
  'This category has {count} product; choose a category to move them to':
    'عدد المنتجات في هذه الفئة: {count}؛ اختر فئة لنقله إليها',
  'This category has {count} products; choose a category to move them to':
    'عدد المنتجات في هذه الفئة: {count}؛ اختر فئة لنقلها إليها',
  'Move the products to another category': 'انقل المنتجات إلى فئة أخرى',
  'The category to move the products to does not exist': 'الفئة التي تُنقل إليها المنتجات غير موجودة',
  'This category was changed by someone else; reload it': 'غيّر شخص آخر هذه الفئة؛ أعد تحميلها',
  'Enter the category name': 'أدخل اسم الفئة',
  'Use lower-case letters and digits, with hyphens between words, such as home-decor':
    'استخدم أحرفًا لاتينية صغيرة وأرقامًا، مع شرطة بين الكلمات، مثل home-decor',

  // Orders, customers, reviews
  'Order not found': 'الطلب غير موجود',
  'An order only moves forward: choose a later status': 'يتقدم الطلب إلى الأمام فقط: اختر حالة لاحقة',
  'Choose a new status or payment status': 'اختر حالة جديدة أو حالة دفع جديدة',
  'The order already has this payment status': 'للطلب حالة الدفع هذه بالفعل',
  'This order was changed by someone else; reload it': 'غيّر شخص آخر هذا الطلب؛ أعد تحميله',
  'The customer does not exist': 'العميل غير موجود',
  'A product does not exist': 'أحد المنتجات غير موجود',
  '{name} is out of stock': 'نفد مخزون {name}',
  '{reference} is the id of one order and the number of another: say which with ?by=id or ?by=number':
    '{reference} رقم تعريف طلب ورقم طلب آخر: حدّد المقصود بـ ?by=id أو ?by=number',
  '{name} is not on sale': '{name} غير معروض للبيع',
  'Choose a customer': 'اختر عميلًا',
  'Add at least one product': 'أضف منتجًا واحدًا على الأقل',
  'Enter the last four digits': 'أدخل آخر أربعة أرقام',
  'Customer not found': 'العميل غير موجود',
  'Another customer already has this email': 'هذا البريد مستخدم لدى عميل آخر',
  'This customer was changed by someone else; reload it': 'عدّل شخص آخر هذا العميل؛ أعد تحميله',
  'Enter the name': 'أدخل الاسم',
  'Choose a country': 'اختر دولة',
  'Review not found': 'المراجعة غير موجودة',
  'No flag for this country code': 'لا يوجد علم لرمز الدولة هذا',

  // Store settings
  'The settings were changed by someone else; reload them': 'عدّل شخص آخر الإعدادات؛ أعد تحميلها',
  'Mark exactly one location as the default': 'حدّد موقعًا واحدًا فقط كموقع افتراضي',
  'Enter the store name': 'أدخل اسم المتجر',
  'Enter the store email': 'أدخل البريد الإلكتروني للمتجر',
  'Enter a percentage from 0 to 100': 'أدخل نسبة من 0 إلى 100',
  'Enter the zone name': 'أدخل اسم المنطقة',
  'Choose at least one country': 'اختر دولة واحدة على الأقل',
  'Add at least one rate': 'أضف سعرًا واحدًا على الأقل',
  'Enter the rate name': 'أدخل اسم السعر',
  'Enter the location name': 'أدخل اسم الموقع',
  'Enter the address': 'أدخل العنوان',
  'Enter the city': 'أدخل المدينة',
  'Keep at least one location': 'أبقِ موقعًا واحدًا على الأقل',
};
