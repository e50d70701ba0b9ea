import type { Catalogue } from './translate.ts';

/**
 * Arabic: the legal-cases area. Its texts were Arabic constants until the canonical texts became English; the
 * wording here is theirs, unchanged, so Arabic readers see what they saw before.
 */
export const arLegalCases: Catalogue = {
  // Cases
  'Case not found': 'القضية غير موجودة',
  'The title must be 3 to 200 characters': 'العنوان بين 3 و200 حرف',
  'The opening date cannot be in the future': 'تاريخ فتح القضية لا يكون في المستقبل',
  'Enter a valid date (YYYY-MM-DD)': 'تاريخ غير صالح',
  'Enter an amount, such as 1250.50': 'أدخل مبلغًا، مثل 1250.50',
  'The case year must be from 1900 to 2100 (Gregorian) or from 1300 to 1500 (Hijri)':
    'سنة القضية بين 1900 و2100 ميلادية أو 1300 و1500 هجرية',
  'Add at least one client': 'أضف موكلاً واحداً على الأقل',
  'Give the reason for waiving the conflict of interest': 'اذكر سبب التنازل عن تعارض المصالح',
  'The responsible lawyer does not exist or is not active': 'المحامي المسؤول غير موجود أو غير نشط',
  'A user on the team does not exist': 'مستخدم غير موجود',
  'Contact not found': 'جهة الاتصال غير موجودة',
  'Court not found': 'المحكمة غير موجودة',
  'Power of attorney not found': 'الوكالة غير موجودة',
  'Another case already has this file number': 'رقم الملف مستخدم في قضية أخرى',
  'Only administrators can change the file number': 'تعديل رقم الملف للمشرفين فقط',
  'The case cannot move to this status': 'لا يمكن نقل القضية إلى هذه الحالة',
  'The case needs a clear or waived conflict-of-interest check before it becomes active':
    'يلزم فحص تعارض مصالح سليم أو متنازل عنه قبل تفعيل القضية',
  'Give the reason': 'اذكر السبب',
  'Give the reason for closing': 'اذكر سبب الإغلاق',
  'Enter the closing date': 'أدخل تاريخ الإغلاق',
  'The closing date cannot be before the opening date': 'تاريخ الإغلاق لا يسبق تاريخ فتح القضية',
  'Choose the outcome of the final judgment': 'حدد نتيجة الحكم النهائي',
  'Only administrators can take a case out of the archive': 'إعادة القضية من الأرشيف للمشرفين فقط',
  'The case is archived: take it out of the archive before changing it': 'القضية مؤرشفة: أعدها من الأرشيف قبل أي تعديل',
  'The case was changed by another user': 'تم تعديل القضية من مستخدم آخر',

  // Contacts, parties, conflict check
  'The contact was changed by another user': 'تم تعديل جهة الاتصال من مستخدم آخر',
  'A contact linked to a case cannot be deleted: remove it from the cases’ parties first':
    'لا يمكن حذف جهة اتصال مرتبطة بقضية؛ أزلها من أطراف القضايا أولاً',
  'A contact who is the principal of a power of attorney cannot be deleted': 'لا يمكن حذف جهة اتصال هي موكل في وكالة',
  'This party is not in this case': 'الطرف غير موجود في هذه القضية',
  'The last client of a case cannot be removed: a case keeps at least one client':
    'لا يمكن إزالة آخر موكل في القضية؛ يجب أن يبقى موكل واحد على الأقل',
  'This contact is already a party to this case': 'جهة الاتصال مضافة إلى أطراف هذه القضية',
  'Write the name in Arabic': 'اكتب الاسم بالعربية',
  'The name is longer than 200 characters': 'الاسم أطول من 200 حرف',
  'Write the reason for the waiver': 'اكتب سبب التجاوز',
  'The note is longer than 1000 characters': 'الملاحظة أطول من 1000 حرف',
  'Write the person’s four-part name (at least four parts)': 'اكتب الاسم الرباعي للشخص (أربعة أجزاء على الأقل)',
  'The national ID number is not correct': 'رقم الهوية الوطنية غير صحيح',
  'The iqama number is not correct': 'رقم الإقامة غير صحيح',
  'The commercial registration number is not correct': 'رقم السجل التجاري غير صحيح',
  'The mobile number is not correct': 'رقم الجوال غير صحيح',

  // Stages and hearings
  'Stage not found': 'المرحلة غير موجودة',
  'Record this stage’s judgment before moving the case to the next stage':
    'سجّل حكم هذه المرحلة قبل ترقية القضية إلى المرحلة التالية',
  'Only the current (last) stage can be promoted': 'تُرقّى المرحلة الحالية (الأخيرة) فقط',
  'The judgment date cannot be in the future': 'تاريخ الحكم لا يكون في المستقبل',
  'The judgment is final and cannot be appealed (it can go to cassation or enforcement)':
    'الحكم نهائي فلا يُستأنف (يُعترض عليه بالنقض أو يُنفَّذ)',
  'A Hijri year must be from {min} to {max}': 'السنة الهجرية بين {min} و{max}',
  'A Gregorian year must be from {min} to {max}': 'السنة الميلادية بين {min} و{max}',
  'Use the form YYYY-MM-DD': 'استخدم الصيغة YYYY-MM-DD',
  'Not a real date': 'هذا التاريخ غير موجود في التقويم',
  'Hearing not found': 'الجلسة غير موجودة',
  'Add a stage to the case before scheduling a hearing': 'أضف مرحلة للقضية قبل تحديد جلسة',
  'This stage does not belong to this case': 'هذه المرحلة لا تتبع هذه القضية',
  'This hearing’s outcome is recorded or it was cancelled: it can no longer be changed':
    'سُجّل قرار هذه الجلسة أو أُلغيت؛ لم يعد تعديلها ممكناً',
  'A postponed hearing needs the date of the next hearing, after this one':
    'الجلسة المؤجلة تحتاج موعد الجلسة القادمة، بعد هذه الجلسة',
  'The next hearing must be after this one': 'يجب أن تكون الجلسة القادمة بعد هذه الجلسة',
  'Lawyer not found': 'المحامي غير موجود',
  'Use an ISO date and time with its offset': 'استخدم تاريخًا ووقتًا بصيغة ISO مع فرق التوقيت',
  'The end date must not be before the start date': 'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
  'The agenda covers at most {days} days': 'يغطي رول الجلسات ما لا يزيد على {days} من الأيام',

  // Powers of attorney, tasks, documents, notes, fees
  'The expiry date must be on or after the issue date': 'تاريخ الانتهاء يجب أن يكون بعد تاريخ الإصدار أو مساوياً له',
  'The principal does not exist': 'الموكل غير موجود',
  'One of the lawyers does not exist': 'أحد المحامين غير موجود',
  'The power of attorney was changed by another user': 'تم تعديل الوكالة من مستخدم آخر',
  'This date is not correct (YYYY-MM-DD)': 'تاريخ غير صحيح',
  'Write the power of attorney number': 'اكتب رقم الوكالة',
  'The reminder must be at or before the due time': 'يكون التذكير في موعد الاستحقاق أو قبله',
  'Choose an active user': 'اختر مستخدماً نشطاً',
  'Task not found': 'المهمة غير موجودة',
  'The task was changed by another user': 'تم تعديل المهمة من مستخدم آخر',
  'Enter the task': 'أدخل المهمة',
  'Choose a file to upload': 'اختر ملفاً لرفعه',
  'The file is empty': 'الملف فارغ',
  '“{fileName}” is larger than 10 MB': '«{fileName}» أكبر من 10 ميغابايت',
  '“{fileName}” is not an accepted type (PDF, image, Word, Excel or text) or its content does not match its name':
    '«{fileName}» ليس من الأنواع المسموح بها (PDF أو صورة أو Word أو Excel أو نص) أو لا يطابق محتواه اسمه',
  'Choose the document category': 'اختر تصنيف المستند',
  'Document not found': 'المستند غير موجود',
  'Write the note': 'اكتب الملاحظة',
  'A note is at most 5000 characters': 'الملاحظة 5000 حرف على الأكثر',
  'Note not found': 'الملاحظة غير موجودة',
  'Enter an amount above zero, such as 1250.50': 'أدخل مبلغًا أكبر من صفر، مثل 1250.50',
  'Fee entry not found': 'قيد الأتعاب غير موجود',
};
