import type { Catalogue } from './translate.ts';

/** Arabic: the kanban area (contracts `kanban/*`, the server's kanban module). Board = لوحة, column = عمود. */
export const arKanban: Catalogue = {
  'No board found with this id': 'لا توجد لوحة بهذا الرقم',
  'No column found with this id': 'لا يوجد عمود بهذا الرقم',
  'No card found with this id': 'لا توجد بطاقة بهذا الرقم',
  'Enter the column’s name': 'أدخل اسم العمود',
  'A column of this name already exists; choose another name': 'يوجد عمود بهذا الاسم؛ اختر اسمًا آخر',
  'Enter the card’s title': 'أدخل عنوان البطاقة',
  'Choose the column of the card': 'اختر عمود البطاقة',
  'Labels have at most 30 characters each, and a card at most 10':
    'لا يتجاوز الوسم 30 حرفًا، ولا تتجاوز وسوم البطاقة الواحدة 10',
  'Choose members among the office’s users': 'اختر الأعضاء من مستخدمي المكتب',
  'Give each id once': 'اذكر كل معرّف مرة واحدة',
  'Some of these ids belong to another board': 'بعض هذه المعرّفات يخص لوحة أخرى',
  'Someone else changed this card meanwhile; reload it': 'عدّل شخص آخر هذه البطاقة في الأثناء؛ أعد تحميلها',
  'Write the comment': 'اكتب التعليق',
  'Enter the board’s name': 'أدخل اسم اللوحة',
  'Choose one of your teams': 'اختر أحد فرقك',
  'Choose a case you can open': 'اختر قضية يمكنك فتحها',
  'The office’s board can’t be deleted': 'لا يمكن حذف لوحة المكتب',
  // A card's attachments (contracts kanban/attachments.ts)
  'No attachment found with this id': 'لا يوجد مرفق بهذا الرقم',
  'Only an image (PNG, JPEG, GIF or WebP) can be the cover': 'لا يكون الغلاف إلا صورة (PNG أو JPEG أو GIF أو WebP)',
};
