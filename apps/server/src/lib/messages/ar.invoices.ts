import type { Catalogue } from './translate.ts';

/** Arabic: the invoices area (contracts `invoices/*`, the server's invoices module). */
export const arInvoices: Catalogue = {
  'No invoice found with this id': 'لا توجد فاتورة بهذا الرقم',
  'This invoice was changed by someone else; reload it': 'عدّل شخص آخر هذه الفاتورة؛ أعد تحميلها',
  'This invoice is finalized and can no longer be edited; issue a credit note to cancel it':
    'هذه الفاتورة معتمدة ولا يمكن تعديلها؛ أصدر إشعارًا دائنًا لإلغائها',
  'This invoice is already finalized': 'هذه الفاتورة معتمدة من قبل',
  'Finalize the invoice first': 'اعتمد الفاتورة أولًا',
  'This invoice was cancelled by a credit note': 'أُلغيت هذه الفاتورة بإشعار دائن',
  'A finalized invoice keeps its number and cannot be deleted; issue a credit note to cancel it':
    'تحتفظ الفاتورة المعتمدة برقمها ولا يمكن حذفها؛ أصدر إشعارًا دائنًا لإلغائها',
  'Add at least one line': 'أضف بندًا واحدًا على الأقل',
  'Enter the client’s name': 'أدخل اسم العميل',
  'The due date cannot be before the issue date': 'لا يمكن أن يسبق تاريخ الاستحقاق تاريخ الإصدار',
  'Enter an amount above 0, such as 250.00': 'أدخل مبلغًا أكبر من 0، مثل 250.00',
  'Enter a quantity above 0, such as 1 or 2.5': 'أدخل كمية أكبر من 0، مثل 1 أو 2.5',
  'Enter a real date as YYYY-MM-DD': 'أدخل تاريخًا صحيحًا بالصيغة YYYY-MM-DD',
  'Describe the line': 'صِف البند',
  'The invoice total is too large': 'إجمالي الفاتورة كبير جدًا',
  'Give the date range as {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}':
    'أدخل الفترة بالصيغة {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}',
  'This client has no e-mail address; enter one': 'لا يوجد بريد إلكتروني لهذا العميل؛ أدخل عنوانًا',
  'It could not be sent; try again': 'تعذّر إرسالها؛ حاول مرة أخرى',
  'Choose between 1 and 100 invoices': 'اختر من فاتورة واحدة إلى 100 فاتورة',
  'Choose bank transfer, cash, card or mada': 'اختر تحويلًا بنكيًا أو نقدًا أو بطاقة أو مدى',
  'Enter the 15-digit VAT number, starting and ending with 3': 'أدخل الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
  'Enter the IBAN: 2 letters, 2 digits, then up to 30 letters or digits':
    'أدخل رقم الآيبان: حرفان ورقمان ثم حتى 30 حرفًا أو رقمًا',
  'Enter the SWIFT code: 8 or 11 letters and digits': 'أدخل رمز السويفت: 8 أو 11 حرفًا ورقمًا',
  'The invoice settings were changed by someone else; reload them': 'عدّل شخص آخر إعدادات الفواتير؛ أعد تحميلها',
  'A draft has no number: finalize it first': 'المسودة بلا رقم: اعتمدها أولًا',
  'An invoice in {currency} needs its VAT total in SAR for ZATCA':
    'الفاتورة بعملة {currency} تحتاج إلى إجمالي ضريبة القيمة المضافة بالريال السعودي لهيئة الزكاة',
  'An invoice needs at least one line': 'تحتاج الفاتورة إلى بند واحد على الأقل',
  'The {field} is empty; the ZATCA QR code needs it': 'الحقل {field} فارغ، ورمز QR الخاص بهيئة الزكاة يحتاج إليه',
  'The {field} must be a number such as 12.50 (got "{text}")':
    'يجب أن يكون الحقل {field} رقمًا مثل 12.50 (وصل «{text}»)',
  'The {field} takes {bytes} bytes; a ZATCA QR code holds at most 255 bytes per field':
    'يشغل الحقل {field} ‏{bytes} بايت، ورمز QR الخاص بهيئة الزكاة يتسع لـ 255 بايت على الأكثر لكل حقل',
  'The currency must be a 3-letter code such as SAR': 'يجب أن تكون العملة رمزًا من 3 أحرف مثل SAR',
  'The invoice time is missing': 'وقت الفاتورة مفقود',
  'The office\'s time zone "{zone}" is unknown': 'المنطقة الزمنية للمكتب «{zone}» غير معروفة',
  'Everything agreed on this case is already invoiced': 'كل الأتعاب المتفق عليها في هذه القضية صدرت بها فواتير',
  'This order is already invoiced (invoice {invoice})': 'صدرت فاتورة لهذا الطلب من قبل (الفاتورة {invoice})',
  'This case has no client to invoice': 'لا يوجد موكل في هذه القضية لإصدار الفاتورة له',
  'This order has no lines to invoice': 'لا توجد بنود في هذا الطلب لإصدار فاتورة بها',
  'No order found with this number': 'لا يوجد طلب بهذا الرقم',
};
