import type { Catalogue } from './translate.ts';

/** Arabic: the chat (contracts `chat/*`, the server's chat module). */
export const arChat: Catalogue = {
  'No chat found with this id': 'لا توجد محادثة بهذا الرقم',
  'Messages are sent in your own name only': 'تُرسل الرسائل باسمك فقط',
  'Write a message': 'اكتب رسالة',
  'Keep the message under 4,000 characters': 'اجعل الرسالة أقل من 4000 حرف',
  'Choose active users of the office': 'اختر مستخدمين نشطين في المكتب',
  'Choose the members, a team or a case': 'اختر الأعضاء أو فريقًا أو قضية',
  'Choose a case you may open': 'اختر قضية يمكنك فتحها',
  'Give the group a title': 'أدخل عنوانًا للمجموعة',
  'Choose a team you are in': 'اختر فريقًا أنت عضو فيه',
  'No message of this chat has this id': 'لا توجد رسالة في هذه المحادثة بهذا الرقم',
};
