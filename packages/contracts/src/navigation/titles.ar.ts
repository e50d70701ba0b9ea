import type en from './titles.en.ts';

export default {
  sections: { dashboards: 'لوحات المعلومات', appsPages: 'التطبيقات والصفحات', pages: 'الصفحات' },
  parents: { user: 'المستخدم', legal: 'القضايا القانونية', rolesPermissions: 'الأدوار والصلاحيات', misc: 'متفرقات' },
  groups: {
    dashboards: 'لوحات المعلومات',
    frontPages: 'الصفحات العامة',
    appsPages: 'التطبيقات والصفحات',
    userInterface: 'واجهة المستخدم',
    formsTables: 'النماذج والجداول',
    chartsMisc: 'الرسوم البيانية ومتفرقات',
    legalCases: 'القضايا القانونية',
  },
  areas: {
    legalCases: 'القضايا',
    legalAgenda: 'رول الجلسات',
    dashboardsCrm: 'إدارة علاقات العملاء',
    accessControl: 'التحكم في الوصول',
    userList: 'القائمة',
    roles: 'الأدوار',
    permissions: 'الصلاحيات',
    accountSettings: 'إعدادات الحساب',
    userProfile: 'الملف الشخصي',
    comingSoon: 'قريبًا',
    underMaintenance: 'قيد الصيانة',
    notAuthorized: 'غير مصرح',
    serverError: 'خطأ في الخادم',
  },
} satisfies typeof en;
