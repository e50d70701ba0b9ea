import type { Language } from '../app.ts';
import type en from './titles.en.ts';

type AreaId = keyof typeof en.areas;

/**
 * What people type for an area when its title is not it ("users" for the user list, «الجلسات» for the hearings
 * agenda), in the three languages. The global search matches them like titles but ranks a title first; they are
 * never shown. Server only: the web's first load carries the titles, not these.
 */
export const NAVIGATION_KEYWORDS: Partial<Record<AreaId, Record<Language, readonly string[]>>> = {
  dashboardsCrm: {
    en: ['home', 'overview', 'statistics', 'customer relationship'],
    fr: ['accueil', 'aperçu', 'statistiques', 'relation client'],
    ar: ['الرئيسية', 'نظرة عامة', 'الإحصائيات'],
  },
  dashboardsEcommerce: {
    en: ['sales', 'revenue', 'shop', 'store'],
    fr: ['ventes', "chiffre d'affaires", 'boutique'],
    ar: ['المبيعات', 'الإيرادات', 'المتجر'],
  },
  accessControl: {
    en: ['my permissions', 'my rights'],
    fr: ['mes autorisations', 'mes droits'],
    ar: ['صلاحياتي', 'حقوقي'],
  },
  legalCases: {
    en: ['lawsuits', 'files', 'matters', 'litigation', 'court'],
    fr: ['dossiers', 'procès', 'litiges', 'contentieux', 'tribunal'],
    ar: ['الدعاوى', 'الملفات', 'القضية', 'التقاضي', 'المحكمة'],
  },
  legalAgenda: {
    en: ['hearings', 'calendar', 'court dates', 'schedule'],
    fr: ['audiences', 'calendrier', 'agenda'],
    ar: ['الجلسات', 'جدول الجلسات', 'المواعيد', 'التقويم', 'الأجندة'],
  },
  chat: {
    en: ['messages', 'conversation', 'talk', 'instant messaging'],
    fr: ['messages', 'discussion', 'conversation', 'tchat'],
    ar: ['الرسائل', 'الدردشة', 'المحادثة', 'التواصل'],
  },
  calendar: {
    en: ['events', 'agenda', 'schedule', 'meetings', 'appointments'],
    fr: ['événements', 'agenda', 'réunions', 'rendez-vous'],
    ar: ['الأحداث', 'المواعيد', 'الاجتماعات', 'الأجندة'],
  },
  kanban: {
    en: ['tasks', 'to do', 'cards', 'work', 'trello'],
    fr: ['tâches', 'à faire', 'cartes', 'travail'],
    ar: ['المهام', 'البطاقات', 'كانبان', 'العمل'],
  },
  ecommerceDashboard: {
    en: ['sales', 'revenue', 'shop'],
    fr: ['ventes', "chiffre d'affaires", 'boutique'],
    ar: ['المبيعات', 'الإيرادات', 'المتجر'],
  },
  ecommerceProducts: {
    en: ['catalogue', 'catalog', 'items', 'stock', 'inventory'],
    fr: ['catalogue', 'articles', 'stock', 'inventaire'],
    ar: ['الكتالوج', 'الأصناف', 'المخزون', 'السلع'],
  },
  ecommerceProductAdd: {
    en: ['new product', 'create product'],
    fr: ['nouveau produit', 'créer un produit'],
    ar: ['منتج جديد', 'إنشاء منتج'],
  },
  ecommerceCategories: {
    en: ['product categories', 'collections'],
    fr: ['catégories de produits', 'collections'],
    ar: ['فئات المنتجات', 'التصنيفات', 'الأقسام'],
  },
  ecommerceOrders: {
    en: ['sales', 'purchases', 'shipments'],
    fr: ['ventes', 'achats', 'livraisons'],
    ar: ['المبيعات', 'المشتريات', 'الشحنات'],
  },
  ecommerceCustomers: {
    en: ['clients', 'buyers', 'shoppers'],
    fr: ['acheteurs', 'consommateurs'],
    ar: ['الزبائن', 'المشترين'],
  },
  ecommerceReviews: {
    en: ['ratings', 'comments', 'feedback'],
    fr: ['notes', 'commentaires'],
    ar: ['التقييمات', 'التعليقات'],
  },
  ecommerceReferrals: {
    en: ['affiliates', 'invitations'],
    fr: ['affiliés', 'recommandations'],
    ar: ['التسويق بالعمولة', 'الدعوات'],
  },
  ecommerceSettings: {
    en: ['store settings', 'shop settings', 'tax', 'shipping', 'currency'],
    fr: ['paramètres de la boutique', 'taxes', 'livraison', 'devise'],
    ar: ['إعدادات المتجر', 'الضريبة', 'الشحن', 'العملة'],
  },
  userList: {
    en: ['users', 'user list', 'people', 'staff', 'team', 'colleagues', 'members', 'accounts'],
    fr: [
      'utilisateurs',
      'liste des utilisateurs',
      'personnes',
      'personnel',
      'équipe',
      'collègues',
      'membres',
      'comptes',
    ],
    ar: ['المستخدمين', 'المستخدمون', 'قائمة المستخدمين', 'الأشخاص', 'الموظفين', 'الفريق', 'الزملاء', 'الحسابات'],
  },
  roles: {
    en: ['user roles', 'access', 'rights'],
    fr: ['rôles des utilisateurs', 'droits', 'accès'],
    ar: ['أدوار المستخدمين', 'الحقوق'],
  },
  permissions: {
    en: ['rights', 'access rules', 'privileges'],
    fr: ['permissions', 'droits', "règles d'accès", 'privilèges'],
    ar: ['الأذونات', 'الحقوق', 'قواعد الوصول'],
  },
  officeSettings: {
    en: ['time zone', 'timezone', 'office time', 'sign-up', 'registration'],
    fr: ['fuseau horaire', 'heure du cabinet', 'inscription'],
    ar: ['المنطقة الزمنية', 'توقيت المكتب', 'التسجيل'],
  },
  accountSettings: {
    en: ['password', 'security', 'two-step verification', 'notifications', 'preferences', 'billing', 'sessions'],
    fr: ['mot de passe', 'sécurité', 'validation en deux étapes', 'notifications', 'préférences', 'facturation'],
    ar: ['كلمة المرور', 'الأمان', 'التحقق بخطوتين', 'الإشعارات', 'التفضيلات', 'الفوترة'],
  },
  userProfile: {
    en: ['my profile', 'me', 'projects', 'connections'],
    fr: ['mon profil', 'projets', 'connexions'],
    ar: ['ملفي', 'المشاريع', 'الاتصالات'],
  },
};
