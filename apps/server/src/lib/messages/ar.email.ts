import type { Catalogue } from './translate.ts';

/** Arabic: the mail area (contracts `email/*`, the server's email module). */
export const arEmail: Catalogue = {
  'No email found with this id': 'لا توجد رسالة بهذا الرقم',
  'Choose at least one email': 'اختر رسالة واحدة على الأقل',
  'Give a label to toggle or the fields to change': 'حدّد وسمًا لتبديله أو الحقول المراد تغييرها',
  'Add at least one recipient': 'أضف مستلمًا واحدًا على الأقل',
  'Add at most 100 addresses': 'أضف 100 عنوان على الأكثر',
  'Attach at most 20 files': 'أرفق 20 ملفًا على الأكثر',
  'Keep the subject under 500 characters': 'اجعل الموضوع أقل من 500 حرف',
  'The message is too long': 'الرسالة طويلة جدًا',
  'No draft found with this id': 'لا توجد مسودة بهذا الرقم',
  'An attachment is unknown or was uploaded by someone else: upload it again':
    'أحد المرفقات غير معروف أو رفعه شخص آخر: ارفعه من جديد',
  'Mail to addresses outside the office cannot be sent: no outgoing mail server is configured':
    'لا يمكن إرسال البريد إلى عناوين خارج المكتب: لم يُضبط خادم بريد صادر',
  'The message has already been sent': 'أُرسلت الرسالة بالفعل',
  'Only a draft or an email in the trash can be deleted for good': 'لا يُحذف نهائيًا إلا مسودة أو رسالة في سلة المهملات',
  'This draft was changed elsewhere: reopen it': 'عُدّلت هذه المسودة في مكان آخر: أعد فتحها',
  '{address} no longer has a mailbox at the office: remove this address':
    'لم يعد لـ {address} صندوق بريد في المكتب: احذف هذا العنوان',
};
