import type { Catalogue } from './translate.ts';

/** Arabic: the calendar (contracts `calendar/*`, the server's calendar module). */
export const arCalendar: Catalogue = {
  'No event found with this id': 'لا يوجد موعد بهذا الرقم',
  'Enter the event’s title': 'أدخل عنوان الموعد',
  'Choose Business, Holiday, Personal, Family or ETC': 'اختر عمل أو عطلة أو شخصي أو عائلي أو أخرى',
  'Enter a date and time such as 2026-03-15T09:30:00Z': 'أدخل تاريخًا ووقتًا مثل 2026-03-15T09:30:00Z',
  'The end must not be before the start': 'لا يجوز أن تسبق النهاية البداية',
  'Ask for at most 14 months at a time': 'اطلب 14 شهرًا على الأكثر في المرة الواحدة',
  'Repeat daily, weekly, monthly or yearly, with an interval, week days, and an end date or a number of times':
    'كرّر يوميًا أو أسبوعيًا أو شهريًا أو سنويًا، مع فاصل وأيام الأسبوع، وتاريخ انتهاء أو عدد مرات',
  'A reminder comes at most 4 weeks (40,320 minutes) before':
    'يأتي التذكير قبل الموعد بأربعة أسابيع (40٬320 دقيقة) على الأكثر',
  'Choose guests among the office’s users': 'اختر المدعوين من مستخدمي المكتب',
  'Someone else changed this event meanwhile; reload it': 'غيّر شخص آخر هذا الموعد في الأثناء؛ أعد تحميله',
  'Say which occurrence: its original start': 'حدّد أي تكرار: بدايته الأصلية',
  'This series has no occurrence at that time': 'لا تكرار لهذه السلسلة في ذلك الوقت',
  'Enter a web address starting with https:// or http://, or a page of the app starting with /':
    'أدخل عنوان ويب يبدأ بـ https:// أو http://، أو صفحة من التطبيق تبدأ بـ /',
  'Use at most 200 characters': 'استخدم 200 حرف على الأكثر',
  'This calendar feed does not exist or was revoked': 'رابط التقويم هذا غير موجود أو أُلغي',
};
