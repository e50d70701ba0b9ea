import type { Catalogue } from './translate.ts';

/** Arabic: the mail area (contracts `email/*`, the server's email module). */
export const arEmail: Catalogue = {
  'No email found with this id': 'لا توجد رسالة بهذا الرقم',
  'Choose at least one email': 'اختر رسالة واحدة على الأقل',
  'Give a label to toggle or the fields to change': 'حدّد وسمًا لتبديله أو الحقول المراد تغييرها',
};
