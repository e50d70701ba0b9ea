import { arEcommerce } from './ar.ecommerce.ts';
import { arCalendar } from './ar.calendar.ts';
import { arInvoices } from './ar.invoices.ts';
import { arEmail } from './ar.email.ts';
import { arChat } from './ar.chat.ts';
import { arKanban } from './ar.kanban.ts';
import { arLegalCases } from './ar.legal-cases.ts';
import type { Catalogue } from './translate.ts';

/** Arabic: the API's own texts, zod's plain messages (zod-messages.ts), accounts, users, roles; areas in their files. */
export const arCommon: Catalogue = {
  // The error handler and spec §8
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Something went wrong': 'حدث خطأ ما',
  'Too many sign-in attempts. Try again later.': 'محاولات تسجيل دخول كثيرة. حاول مرة أخرى لاحقًا.',
  'This email is already registered': 'هذا البريد الإلكتروني مسجل مسبقًا',
  'This username is already taken': 'اسم المستخدم هذا مستخدم بالفعل',
  'This reset link is invalid or has expired': 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية',
  'You need to sign in': 'يجب عليك تسجيل الدخول',
  'You are not allowed to do this': 'غير مسموح لك بتنفيذ هذا الإجراء',
  'Not found': 'غير موجود',
  'Page not found': 'الصفحة غير موجودة',
  'Internal Server Error': 'خطأ داخلي في الخادم',
  'Remove the invisible or broken character from this text': 'احذف الحرف غير المرئي أو التالف من هذا النص',
  'This request came from another site and was refused': 'رُفض هذا الطلب لأنه جاء من موقع آخر',
  'A value is out of range or not in the expected form': 'إحدى القيم خارج النطاق المسموح أو ليست بالصيغة المتوقعة',
  'The request body is not valid JSON': 'محتوى الطلب ليس JSON صالحًا',
  'The request body is empty': 'محتوى الطلب فارغ',
  'The request is too large': 'الطلب أكبر من المسموح',
  'This type of content is not accepted here': 'هذا النوع من المحتوى غير مقبول هنا',
  'The request body does not match its declared length': 'محتوى الطلب لا يطابق طوله المُعلن',
  'Notification not found': 'الإشعار غير موجود',

  // zod's issues in plain words
  'This field is required': 'هذا الحقل مطلوب',
  'Use at least {min} characters': 'استخدم ما لا يقل عن {min} من الأحرف',
  'Use at most {max} characters': 'استخدم ما لا يزيد على {max} من الأحرف',
  'Use exactly {length} characters': 'استخدم {length} من الأحرف بالضبط',
  'Add at least one item': 'أضف عنصرًا واحدًا على الأقل',
  'Add at least {min} items': 'أضف ما لا يقل عن {min} من العناصر',
  'Use at most {max} items': 'استخدم ما لا يزيد على {max} من العناصر',
  'Enter a number from {min} to {max}': 'أدخل رقمًا من {min} إلى {max}',
  'Enter a number of at least {min}': 'أدخل رقمًا لا يقل عن {min}',
  'Enter a number of at most {max}': 'أدخل رقمًا لا يزيد على {max}',
  'Enter a number greater than {min}': 'أدخل رقمًا أكبر من {min}',
  'Enter a number less than {max}': 'أدخل رقمًا أصغر من {max}',
  'Enter a multiple of {divisor}': 'أدخل أحد مضاعفات {divisor}',
  'Enter a whole number': 'أدخل عددًا صحيحًا',
  'Enter a number': 'أدخل رقمًا',
  'Enter text': 'أدخل نصًا',
  'Choose yes or no': 'اختر نعم أو لا',
  'Enter a list': 'أدخل قائمة',
  'Enter a valid email address': 'البريد الإلكتروني غير صحيح',
  'Enter a real date (YYYY-MM-DD)': 'أدخل تاريخًا موجودًا في التقويم (YYYY-MM-DD)',
  'Enter a real date and time with its offset (YYYY-MM-DDTHH:MM+03:00)':
    'أدخل تاريخًا ووقتًا صحيحين مع فرق التوقيت (YYYY-MM-DDTHH:MM+03:00)',
  'Enter a time (HH:MM)': 'أدخل وقتًا (HH:MM)',
  'Enter a date': 'أدخل تاريخًا',
  'Enter a date (YYYY-MM-DD)': 'أدخل تاريخًا (YYYY-MM-DD)',
  'Enter a date and time': 'أدخل تاريخًا ووقتًا',
  'Enter a valid link': 'أدخل رابطًا صحيحًا',
  'Choose one of: {values}': 'اختر إحدى القيم: {values}',
  'Use one of: {values}': 'استخدم إحدى القيم: {values}',
  'This field is not accepted: {key}': 'هذا الحقل غير مقبول: {key}',
  'These fields are not accepted: {keys}': 'هذه الحقول غير مقبولة: {keys}',
  'This value is not in the expected form': 'هذه القيمة ليست بالصيغة المتوقعة',
  'This value is not accepted': 'هذه القيمة غير مقبولة',
  'Reload the page and try again': 'أعد تحميل الصفحة وحاول مجددًا',

  // Sign-in, registration, password reset
  'Enter your email': 'أدخل بريدك الإلكتروني',
  'Enter your password': 'أدخل كلمة المرور',
  'Use letters, digits, dots, dashes or underscores': 'استخدم الأحرف والأرقام والنقاط والشرطات أو الشرطات السفلية فقط',
  'The reset link is incomplete': 'رابط إعادة التعيين غير مكتمل',
  'If an account exists for this e-mail, we have sent a link to reset its password.':
    'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة مروره.',
  'Your password has been changed. Sign in with your new password.':
    'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'This role does not exist': 'هذا الدور غير موجود',
  'Two-step verification is not available': 'التحقق بخطوتين غير متاح',
  'This office does not accept new accounts here: ask an administrator to invite you':
    'لا يقبل هذا المكتب حسابات جديدة من هنا: اطلب من أحد المشرفين أن يدعوك',
  'Someone else changed the office settings meanwhile: reload and try again':
    'غيّر شخص آخر إعدادات المكتب في الأثناء: أعد التحميل وحاول مجددًا',

  // Account
  'Someone changed this record meanwhile. Reload and try again.':
    'غيّر شخص آخر هذا السجل في الأثناء. أعد التحميل وحاول مجددًا.',
  'The current password is not correct': 'كلمة المرور الحالية غير صحيحة',
  'The password is not correct': 'كلمة المرور غير صحيحة',
  'Choose a password different from the current one': 'اختر كلمة مرور مختلفة عن الحالية',
  'This code is not valid': 'هذا الرمز غير صالح',
  'Two-step verification is already on': 'التحقق بخطوتين مفعّل مسبقًا',
  'Give each kind of notification once': 'اذكر كل نوع من الإشعارات مرة واحدة',
  'Two-step verification is off': 'التحقق بخطوتين غير مفعّل',
  'This setup has expired. Start it again.': 'انتهت صلاحية هذا الإعداد. ابدأه من جديد.',
  'This sign-in has expired. Sign in again.': 'انتهت صلاحية تسجيل الدخول هذا. سجّل الدخول مجددًا.',
  'Too many wrong codes. Sign in again later.': 'رموز خاطئة كثيرة. سجّل الدخول لاحقًا.',
  'Confirm that you want to deactivate your account': 'أكّد أنك تريد تعطيل حسابك',
  'Enter your password or a code': 'أدخل كلمة المرور أو رمزًا',
  'Use a PNG, JPEG, GIF or WebP image': 'استخدم صورة PNG أو JPEG أو GIF أو WebP',
  'The image must be at most 800 KB': 'يجب ألا يتجاوز حجم الصورة 800 كيلوبايت',
  'Choose an image to upload': 'اختر صورة لرفعها',
  'Session not found': 'الجلسة غير موجودة',
  'Connection not found': 'الاتصال غير موجود',
  'Your password has been changed. Other sessions were signed out.':
    'تم تغيير كلمة المرور. وسُجّل الخروج من الجلسات الأخرى.',
  'Enter your name': 'أدخل اسمك',
  'Enter your current password': 'أدخل كلمة المرور الحالية',
  'Enter the code': 'أدخل الرمز',
  'Enter a phone number, like +966 55 123 4567': 'أدخل رقم هاتف، مثل +966 55 123 4567',
  'Choose a language': 'اختر لغة',
  'Choose a theme': 'اختر مظهرًا',
  'Choose a time zone': 'اختر منطقة زمنية',
  'Choose a currency': 'اختر عملة',
  'Choose a plan': 'اختر باقة',
  'Choose a status': 'اختر حالة',
  'Choose a billing method': 'اختر طريقة الدفع',

  // Users, roles, permissions
  'User not found': 'المستخدم غير موجود',
  'Someone else changed this user meanwhile: reload and try again':
    'غيّر شخص آخر هذا المستخدم في هذه الأثناء: أعد التحميل وحاول مجددًا',
  'At least one active user must keep the right to manage everything':
    'يجب أن يحتفظ مستخدم نشط واحد على الأقل بصلاحية إدارة كل شيء',
  'You cannot delete your own account here': 'لا يمكنك حذف حسابك من هنا',
  'This user is still responsible for legal cases: hand them to someone else, or suspend the user instead':
    'ما زال هذا المستخدم مسؤولًا عن قضايا: أسندها إلى غيره، أو علّق حساب المستخدم بدلًا من حذفه',
  'This user is suspended: make them active before sending a reset link':
    'هذا المستخدم معلّق: فعّله قبل إرسال رابط إعادة التعيين',
  'You cannot change this user: they have rights you do not have yourself':
    'لا يمكنك تعديل هذا المستخدم: لديه صلاحيات لا تملكها',
  'You cannot give a role that has rights you do not have yourself': 'لا يمكنك منح دور له صلاحيات لا تملكها',
  'Only this user and administrators of users can see this': 'لا يرى هذا إلا هذا المستخدم ومشرفو المستخدمين',
  'Use lower-case letters, digits and hyphens': 'استخدم الأحرف الصغيرة والأرقام والشرطات',
  'Enter the full name': 'أدخل الاسم الكامل',
  'Enter the email': 'أدخل البريد الإلكتروني',
  'Choose a role': 'اختر دورًا',
  'Role not found': 'الدور غير موجود',
  'A role with this name already exists': 'يوجد دور بهذا الاسم',
  'The admin and client roles keep their names': 'يحتفظ دورا المشرف والعميل باسميهما',
  'The admin and client roles cannot be deleted': 'لا يمكن حذف دوري المشرف والعميل',
  'Users still hold this role: move them to another role first':
    'ما زال مستخدمون يحملون هذا الدور: انقلهم إلى دور آخر أولًا',
  'Someone else changed this role meanwhile: reload it and try again':
    'غيّر شخص آخر هذا الدور في الأثناء: أعد تحميله وحاول مجددًا',
  'You cannot grant a right you do not have yourself': 'لا يمكنك منح حق لا تملكه',
  'You cannot change this role: it has rights you do not have yourself':
    'لا يمكنك تعديل هذا الدور: فيه صلاحيات لا تملكها',
  'You cannot change this permission: a role holding it has rights you do not have yourself':
    'لا يمكنك تعديل هذا الإذن: أحد الأدوار التي تحمله فيه صلاحيات لا تملكها',
  'One of these users does not exist': 'أحد هؤلاء المستخدمين غير موجود',
  'Enter a role name': 'أدخل اسم الدور',
  'Permission not found': 'الصلاحية غير موجودة',
  'A permission with this name already exists': 'توجد صلاحية بهذا الاسم',
  'Choose at least one right': 'اختر حقًا واحدًا على الأقل',
  'Unknown role': 'دور غير معروف',
  'Someone else changed this permission meanwhile: reload it and try again':
    'غيّر شخص آخر هذه الصلاحية في الأثناء: أعد تحميلها وحاول مجددًا',
  'Enter a permission name': 'أدخل اسم الصلاحية',
  // The live socket (contracts live.ts)
  'Open this address as a WebSocket': 'افتح هذا العنوان عبر WebSocket',
  'This message could not be read': 'تعذّرت قراءة هذه الرسالة',
  'Your session has ended': 'انتهت جلستك',
};

export const ar: Catalogue = {
  ...arCommon,
  ...arLegalCases,
  ...arEcommerce,
  ...arInvoices,
  ...arKanban,
  ...arEmail,
  ...arChat,
  ...arCalendar,
};
