import type { CaseCategory, PartyCapacity } from '@mizan/contracts';

/**
 * The Arabic text of the demo law office (a Saudi practice): courts, people, companies, government bodies, case
 * titles, hearing decisions, tasks and notes. Fictional names; the seeder (demo-legal-cases.ts) combines them.
 */

/** What kind of court a case starts in; `appealCourt` says where its city's appeals go. */
export type CourtKind = 'labour' | 'commercial' | 'general' | 'family' | 'criminal' | 'administrative' | 'enforcement';

export const DEMO_COURTS = [
  { key: 'labourRiyadh', nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Labour Court, Riyadh', city: 'الرياض' },
  { key: 'labourJeddah', nameAr: 'المحكمة العمالية بجدة', nameEn: 'Labour Court, Jeddah', city: 'جدة' },
  { key: 'commercialRiyadh', nameAr: 'المحكمة التجارية بالرياض', nameEn: 'Commercial Court, Riyadh', city: 'الرياض' },
  { key: 'commercialJeddah', nameAr: 'المحكمة التجارية بجدة', nameEn: 'Commercial Court, Jeddah', city: 'جدة' },
  { key: 'generalRiyadh', nameAr: 'المحكمة العامة بالرياض', nameEn: 'General Court, Riyadh', city: 'الرياض' },
  { key: 'generalDammam', nameAr: 'المحكمة العامة بالدمام', nameEn: 'General Court, Dammam', city: 'الدمام' },
  {
    key: 'familyRiyadh',
    nameAr: 'محكمة الأحوال الشخصية بالرياض',
    nameEn: 'Personal Status Court, Riyadh',
    city: 'الرياض',
  },
  { key: 'criminalRiyadh', nameAr: 'المحكمة الجزائية بالرياض', nameEn: 'Criminal Court, Riyadh', city: 'الرياض' },
  { key: 'enforcementRiyadh', nameAr: 'محكمة التنفيذ بالرياض', nameEn: 'Enforcement Court, Riyadh', city: 'الرياض' },
  { key: 'appealRiyadh', nameAr: 'محكمة الاستئناف بالرياض', nameEn: 'Court of Appeal, Riyadh', city: 'الرياض' },
  {
    key: 'appealEastern',
    nameAr: 'محكمة الاستئناف بالمنطقة الشرقية',
    nameEn: 'Court of Appeal, Eastern Province',
    city: 'الدمام',
  },
  {
    key: 'appealMakkah',
    nameAr: 'محكمة الاستئناف بمنطقة مكة المكرمة',
    nameEn: 'Court of Appeal, Makkah Region',
    city: 'مكة المكرمة',
  },
  {
    key: 'administrativeRiyadh',
    nameAr: 'ديوان المظالم - المحكمة الإدارية بالرياض',
    nameEn: 'Board of Grievances - Administrative Court, Riyadh',
    city: 'الرياض',
  },
] as const;
export type CourtKey = (typeof DEMO_COURTS)[number]['key'];

/** First-instance courts per kind (the case's city picks one), and the appeal court of each city. */
export const COURTS_BY_KIND: Record<CourtKind, readonly CourtKey[]> = {
  labour: ['labourRiyadh', 'labourJeddah'],
  commercial: ['commercialRiyadh', 'commercialJeddah'],
  general: ['generalRiyadh', 'generalDammam'],
  family: ['familyRiyadh'],
  criminal: ['criminalRiyadh'],
  administrative: ['administrativeRiyadh'],
  enforcement: ['enforcementRiyadh'],
};
export const APPEAL_COURT_OF: Partial<Record<CourtKey, CourtKey>> = {
  labourRiyadh: 'appealRiyadh',
  labourJeddah: 'appealMakkah',
  commercialRiyadh: 'appealRiyadh',
  commercialJeddah: 'appealMakkah',
  generalRiyadh: 'appealRiyadh',
  generalDammam: 'appealEastern',
  familyRiyadh: 'appealRiyadh',
};

export const CIRCUITS = [
  'الدائرة الأولى',
  'الدائرة الثانية',
  'الدائرة الثالثة',
  'الدائرة الرابعة',
  'الدائرة الخامسة',
  'الدائرة السابعة',
];
export const JUDGES = [
  'الشيخ عبدالعزيز بن محمد الراجحي',
  'الشيخ صالح بن عبدالله الفوزان',
  'الشيخ ناصر بن سعد العبيد',
  'الشيخ فهد بن إبراهيم السديري',
  'الشيخ عبدالرحمن بن علي الحمدان',
];

/** Four-part names are first + father + grandfather + family; each pair is [Arabic, English]. */
export const MALE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['محمد', 'Mohammed'],
  ['عبدالله', 'Abdullah'],
  ['فهد', 'Fahad'],
  ['خالد', 'Khalid'],
  ['سعود', 'Saud'],
  ['عبدالرحمن', 'Abdulrahman'],
  ['ناصر', 'Nasser'],
  ['تركي', 'Turki'],
  ['سلطان', 'Sultan'],
  ['فيصل', 'Faisal'],
  ['ماجد', 'Majed'],
  ['يوسف', 'Yousef'],
  ['إبراهيم', 'Ibrahim'],
  ['أحمد', 'Ahmed'],
  ['عمر', 'Omar'],
  ['بندر', 'Bandar'],
  ['نواف', 'Nawaf'],
  ['سامي', 'Sami'],
  ['علي', 'Ali'],
  ['صالح', 'Saleh'],
];
export const FEMALE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['نورة', 'Noura'],
  ['سارة', 'Sarah'],
  ['هيفاء', 'Haifa'],
  ['منيرة', 'Munira'],
  ['ريم', 'Reem'],
  ['لطيفة', 'Latifa'],
  ['أمل', 'Amal'],
  ['عائشة', 'Aisha'],
];
export const FAMILY_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['القحطاني', 'Al-Qahtani'],
  ['العتيبي', 'Al-Otaibi'],
  ['الغامدي', 'Al-Ghamdi'],
  ['الزهراني', 'Al-Zahrani'],
  ['الشهري', 'Al-Shehri'],
  ['الدوسري', 'Al-Dosari'],
  ['المطيري', 'Al-Mutairi'],
  ['الحربي', 'Al-Harbi'],
  ['العنزي', 'Al-Anazi'],
  ['الشمري', 'Al-Shammari'],
  ['السبيعي', 'Al-Subaie'],
  ['العمري', 'Al-Omari'],
  ['المالكي', 'Al-Maliki'],
  ['الجهني', 'Al-Juhani'],
  ['الأحمدي', 'Al-Ahmadi'],
  ['آل مشيط', 'Al Mushait'],
  ['الرشيدي', 'Al-Rashidi'],
  ['القرني', 'Al-Qarni'],
  ['البقمي', 'Al-Buqami'],
  ['آل الشيخ', 'Al Al-Sheikh'],
];

/** Companies and establishments; `aliases` are the names they trade under. */
export const DEMO_COMPANIES: ReadonlyArray<{ nameAr: string; nameEn: string; aliases?: string[] }> = [
  {
    nameAr: 'شركة البناء المتقدم للمقاولات المحدودة',
    nameEn: 'Advanced Construction Contracting Co. Ltd',
    aliases: ['البناء المتقدم'],
  },
  { nameAr: 'مؤسسة النخبة للتجارة', nameEn: 'Al-Nukhba Trading Est.' },
  { nameAr: 'شركة الخليج للتوريدات الطبية', nameEn: 'Gulf Medical Supplies Co.', aliases: ['Gulf Medical'] },
  { nameAr: 'شركة أسواق الواحة', nameEn: 'Al-Waha Markets Co.', aliases: ['أسواق الواحة'] },
  { nameAr: 'شركة نجد للنقل والخدمات اللوجستية', nameEn: 'Najd Transport & Logistics Co.' },
  { nameAr: 'مصنع الرياض للبلاستيك', nameEn: 'Riyadh Plastics Factory' },
  { nameAr: 'شركة الأفق للتقنية', nameEn: 'Horizon Technology Co.', aliases: ['Horizon Tech'] },
  { nameAr: 'مؤسسة الديار العقارية', nameEn: 'Al-Diyar Real Estate Est.' },
  { nameAr: 'شركة الراية للتأمين التعاوني', nameEn: 'Al-Raya Cooperative Insurance Co.' },
  { nameAr: 'شركة السواحل للاستيراد والتصدير', nameEn: 'Al-Sawahil Import & Export Co.' },
  { nameAr: 'مجموعة الرواد القابضة', nameEn: 'Al-Ruwad Holding Group', aliases: ['الرواد القابضة'] },
  { nameAr: 'شركة ينابيع الشمال للمياه', nameEn: 'Northern Springs Water Co.' },
  { nameAr: 'مستشفى الشفاء التخصصي', nameEn: 'Al-Shifa Specialist Hospital' },
  { nameAr: 'شركة دار الأمان للحراسات الأمنية', nameEn: 'Dar Al-Aman Security Services Co.' },
  { nameAr: 'شركة المدار للاتصالات', nameEn: 'Al-Madar Telecom Co.' },
  { nameAr: 'مؤسسة الإتقان للصيانة', nameEn: 'Al-Itqan Maintenance Est.' },
  { nameAr: 'شركة الصفوة للتطوير العقاري', nameEn: 'Al-Safwa Real Estate Development Co.' },
  { nameAr: 'مطاعم البيت الشامي', nameEn: 'Al-Bait Al-Shami Restaurants', aliases: ['البيت الشامي'] },
  { nameAr: 'مدارس الأمل الأهلية', nameEn: 'Al-Amal Private Schools' },
  { nameAr: 'شركة الوطنية للحديد', nameEn: 'National Steel Co.' },
  { nameAr: 'مؤسسة الركن الهادئ للأثاث', nameEn: 'Quiet Corner Furniture Est.' },
  { nameAr: 'شركة ميار للأغذية', nameEn: 'Mayar Foods Co.' },
  { nameAr: 'شركة رؤية المستقبل للاستشارات', nameEn: 'Future Vision Consulting Co.' },
  { nameAr: 'شركة الجسر الذهبي للسفر والسياحة', nameEn: 'Golden Bridge Travel & Tourism Co.' },
  { nameAr: 'شركة المروج الزراعية', nameEn: 'Al-Murooj Agricultural Co.' },
];

export const DEMO_GOVERNMENT: ReadonlyArray<{ nameAr: string; nameEn: string; aliases?: string[] }> = [
  {
    nameAr: 'وزارة الموارد البشرية والتنمية الاجتماعية',
    nameEn: 'Ministry of Human Resources and Social Development',
    aliases: ['وزارة الموارد البشرية'],
  },
  { nameAr: 'وزارة التجارة', nameEn: 'Ministry of Commerce' },
  { nameAr: 'أمانة منطقة الرياض', nameEn: 'Riyadh Region Municipality', aliases: ['أمانة الرياض'] },
  { nameAr: 'هيئة الزكاة والضريبة والجمارك', nameEn: 'Zakat, Tax and Customs Authority', aliases: ['ZATCA'] },
  {
    nameAr: 'المؤسسة العامة للتأمينات الاجتماعية',
    nameEn: 'General Organization for Social Insurance',
    aliases: ['التأمينات الاجتماعية', 'GOSI'],
  },
  { nameAr: 'وزارة الشؤون البلدية والقروية والإسكان', nameEn: 'Ministry of Municipal, Rural Affairs and Housing' },
  { nameAr: 'أمانة محافظة جدة', nameEn: 'Jeddah Municipality' },
  { nameAr: 'الهيئة العامة للعقار', nameEn: 'Real Estate General Authority' },
  { nameAr: 'وزارة التعليم', nameEn: 'Ministry of Education' },
  { nameAr: 'النيابة العامة', nameEn: 'Public Prosecution' },
];

/** What a case is about: its category, who the client and opponent usually are, and where it is heard. */
export interface CaseTemplate {
  title: string;
  category: CaseCategory;
  subType: string;
  court: CourtKind;
  client: 'person' | 'company';
  opponent: 'person' | 'company' | 'government';
  /** The client's capacity at first instance (the opponent takes the opposite one). */
  capacity: PartyCapacity;
  legalBasis: string;
  /** Claim amount range in riyals, when the case claims money. */
  claim?: readonly [number, number];
}

export const CASE_TEMPLATES: readonly CaseTemplate[] = [
  {
    title: 'مطالبة بمستحقات نهاية الخدمة',
    category: 'labour',
    subType: 'مستحقات نهاية الخدمة',
    court: 'labour',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام العمل، المادة 84',
    claim: [40_000, 350_000],
  },
  {
    title: 'دعوى فسخ عقد توريد',
    category: 'commercial',
    subType: 'عقود توريد',
    court: 'commercial',
    client: 'company',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام المعاملات المدنية',
    claim: [150_000, 2_500_000],
  },
  {
    title: 'مطالبة بأجور متأخرة وبدل إجازات',
    category: 'labour',
    subType: 'أجور',
    court: 'labour',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام العمل، المادتان 90 و109',
    claim: [15_000, 120_000],
  },
  {
    title: 'دعوى إخلاء عين مؤجرة لعدم سداد الأجرة',
    category: 'civil',
    subType: 'إيجارات',
    court: 'general',
    client: 'company',
    opponent: 'person',
    capacity: 'plaintiff',
    legalBasis: 'نظام المعاملات المدنية - أحكام الإيجار',
    claim: [30_000, 180_000],
  },
  {
    title: 'مطالبة بقيمة فواتير توريد غير مسددة',
    category: 'commercial',
    subType: 'مطالبات مالية',
    court: 'commercial',
    client: 'company',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام المحاكم التجارية',
    claim: [90_000, 1_200_000],
  },
  {
    title: 'اعتراض على فصل تعسفي',
    category: 'labour',
    subType: 'فصل تعسفي',
    court: 'labour',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام العمل، المادة 77',
    claim: [50_000, 240_000],
  },
  {
    title: 'الدفاع في دعوى مستحقات عمالية مقامة من موظف سابق',
    category: 'labour',
    subType: 'مستحقات عمالية',
    court: 'labour',
    client: 'company',
    opponent: 'person',
    capacity: 'defendant',
    legalBasis: 'نظام العمل',
    claim: [25_000, 160_000],
  },
  {
    title: 'نزاع شركاء حول توزيع الأرباح',
    category: 'commercial',
    subType: 'منازعات الشركاء',
    court: 'commercial',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام الشركات',
    claim: [300_000, 4_000_000],
  },
  {
    title: 'مطالبة بتعويض عن أضرار حادث مروري',
    category: 'civil',
    subType: 'تعويض',
    court: 'general',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام المعاملات المدنية - الفعل الضار',
    claim: [20_000, 400_000],
  },
  {
    title: 'إلغاء قرار إداري بفرض غرامة',
    category: 'administrative',
    subType: 'قرارات إدارية',
    court: 'administrative',
    client: 'company',
    opponent: 'government',
    capacity: 'plaintiff',
    legalBasis: 'نظام المرافعات أمام ديوان المظالم',
    claim: [10_000, 500_000],
  },
  {
    title: 'دعوى حضانة ونفقة أولاد',
    category: 'family',
    subType: 'حضانة ونفقة',
    court: 'family',
    client: 'person',
    opponent: 'person',
    capacity: 'plaintiff',
    legalBasis: 'نظام الأحوال الشخصية، المادة 124',
  },
  {
    title: 'تنفيذ حكم مطالبة مالية',
    category: 'enforcement',
    subType: 'تنفيذ حكم',
    court: 'enforcement',
    client: 'company',
    opponent: 'company',
    capacity: 'enforcementRequester',
    legalBasis: 'نظام التنفيذ، المادة 9',
    claim: [80_000, 900_000],
  },
  {
    title: 'الدفاع في قضية اختلاس أموال',
    category: 'criminal',
    subType: 'جرائم مالية',
    court: 'criminal',
    client: 'person',
    opponent: 'government',
    capacity: 'accused',
    legalBasis: 'نظام الإجراءات الجزائية',
  },
  {
    title: 'دعوى فسخ عقد مقاولة لتأخر التنفيذ',
    category: 'civil',
    subType: 'عقود مقاولة',
    court: 'general',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام المعاملات المدنية - عقد المقاولة',
    claim: [120_000, 1_500_000],
  },
  {
    title: 'اعتراض على ربط زكوي',
    category: 'administrative',
    subType: 'زكاة وضريبة',
    court: 'administrative',
    client: 'company',
    opponent: 'government',
    capacity: 'plaintiff',
    legalBasis: 'نظام جباية الزكاة',
    claim: [60_000, 2_000_000],
  },
  {
    title: 'مطالبة بتعويض عن إصابة عمل',
    category: 'labour',
    subType: 'إصابات عمل',
    court: 'labour',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام العمل، المادة 137',
    claim: [30_000, 300_000],
  },
  {
    title: 'قسمة تركة بين الورثة',
    category: 'family',
    subType: 'تركات',
    court: 'family',
    client: 'person',
    opponent: 'person',
    capacity: 'plaintiff',
    legalBasis: 'نظام الأحوال الشخصية - أحكام التركة',
  },
  {
    title: 'تنفيذ سند لأمر',
    category: 'enforcement',
    subType: 'أوراق تجارية',
    court: 'enforcement',
    client: 'company',
    opponent: 'person',
    capacity: 'enforcementRequester',
    legalBasis: 'نظام الأوراق التجارية، ونظام التنفيذ',
    claim: [25_000, 400_000],
  },
  {
    title: 'شكوى احتيال مالي',
    category: 'criminal',
    subType: 'احتيال',
    court: 'criminal',
    client: 'person',
    opponent: 'person',
    capacity: 'complainant',
    legalBasis: 'نظام مكافحة الاحتيال المالي وخيانة الأمانة',
    claim: [50_000, 700_000],
  },
  {
    title: 'مطالبة بتعويض عن الإخلال بعقد امتياز تجاري',
    category: 'commercial',
    subType: 'امتياز تجاري',
    court: 'commercial',
    client: 'company',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام الامتياز التجاري',
    claim: [200_000, 3_000_000],
  },
  {
    title: 'نزاع على ملكية أرض سكنية',
    category: 'civil',
    subType: 'عقارات',
    court: 'general',
    client: 'person',
    opponent: 'person',
    capacity: 'defendant',
    legalBasis: 'نظام التسجيل العيني للعقار',
  },
  {
    title: 'إلغاء قرار سحب ترخيص تجاري',
    category: 'administrative',
    subType: 'تراخيص',
    court: 'administrative',
    client: 'company',
    opponent: 'government',
    capacity: 'plaintiff',
    legalBasis: 'نظام المرافعات أمام ديوان المظالم',
  },
  {
    title: 'مطالبة باسترداد قرض شخصي',
    category: 'civil',
    subType: 'قروض',
    court: 'general',
    client: 'person',
    opponent: 'person',
    capacity: 'plaintiff',
    legalBasis: 'نظام المعاملات المدنية - عقد القرض',
    claim: [20_000, 250_000],
  },
  {
    title: 'تنفيذ عقد إيجار موثق',
    category: 'enforcement',
    subType: 'عقود إيجار',
    court: 'enforcement',
    client: 'company',
    opponent: 'person',
    capacity: 'enforcementRequester',
    legalBasis: 'نظام التنفيذ، المادة 9',
    claim: [18_000, 150_000],
  },
  {
    title: 'طلب حجز تحفظي على أموال مدين',
    category: 'other',
    subType: 'طلبات مستعجلة',
    court: 'commercial',
    client: 'company',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام المرافعات الشرعية، المادة 205',
    claim: [100_000, 800_000],
  },
  {
    title: 'مطالبة بقيمة بوليصة تأمين',
    category: 'commercial',
    subType: 'تأمين',
    court: 'commercial',
    client: 'person',
    opponent: 'company',
    capacity: 'plaintiff',
    legalBasis: 'نظام مراقبة شركات التأمين التعاوني',
    claim: [40_000, 600_000],
  },
  {
    title: 'الدفاع في قضية تزوير محرر',
    category: 'criminal',
    subType: 'تزوير',
    court: 'criminal',
    client: 'person',
    opponent: 'government',
    capacity: 'accused',
    legalBasis: 'نظام مكافحة التزوير',
  },
  {
    title: 'مطالبة بتعويض عن نزع ملكية عقار',
    category: 'administrative',
    subType: 'نزع ملكية',
    court: 'administrative',
    client: 'person',
    opponent: 'government',
    capacity: 'plaintiff',
    legalBasis: 'نظام نزع ملكية العقارات للمنفعة العامة',
    claim: [500_000, 5_000_000],
  },
  {
    title: 'إثبات طلاق ومطالبة بالنفقة',
    category: 'family',
    subType: 'طلاق ونفقة',
    court: 'family',
    client: 'person',
    opponent: 'person',
    capacity: 'plaintiff',
    legalBasis: 'نظام الأحوال الشخصية',
  },
  {
    title: 'الدفاع في دعوى مطالبة بقيمة بضاعة',
    category: 'commercial',
    subType: 'مطالبات مالية',
    court: 'commercial',
    client: 'company',
    opponent: 'company',
    capacity: 'defendant',
    legalBasis: 'نظام المحاكم التجارية',
    claim: [70_000, 900_000],
  },
];

/** Decisions of postponed hearings, with the reason the court gave. */
export const POSTPONEMENTS: ReadonlyArray<readonly [decision: string, reason: string]> = [
  ['تأجيل لتقديم المذكرة الجوابية', 'طلب المدعى عليه مهلة للرد'],
  ['تأجيل لإحضار الشهود', 'عدم حضور الشهود'],
  ['تأجيل لورود تقرير الخبير', 'لم يرد تقرير الخبير المحاسبي'],
  ['تأجيل لتبادل المذكرات', 'طلب الطرفين'],
  ['تأجيل لإعادة تبليغ المدعى عليه', 'عدم حضور المدعى عليه وعدم ثبوت تبلغه'],
  ['تأجيل لتقديم أصل العقد', 'طلب الدائرة الاطلاع على الأصل'],
  ['إحالة الدعوى إلى الخبير المحاسبي', 'حاجة الدعوى إلى خبرة فنية'],
];
export const RESERVED_DECISION = 'حجز الدعوى للنطق بالحكم';
export const SUSPENDED_DECISION = 'وقف الدعوى تعليقيًا لحين الفصل في دعوى مرتبطة';
export const JUDGMENTS = {
  won: 'صدر الحكم بإلزام المدعى عليه بدفع المبلغ المطالب به',
  lost: 'صدر الحكم برفض الدعوى',
  partial: 'صدر الحكم بإلزام المدعى عليه بجزء من المطالبة',
  dismissed: 'صدر الحكم بعدم قبول الدعوى',
  settled: 'إثبات الصلح بين الطرفين وإنهاء الدعوى',
  withdrawn: 'إثبات ترك المدعي للخصومة',
} as const;
export const CLOSE_REASONS = {
  won: 'صدور حكم نهائي',
  lost: 'صدور حكم نهائي',
  partial: 'صدور حكم نهائي',
  dismissed: 'صدور حكم نهائي',
  settled: 'صلح بين الطرفين',
  withdrawn: 'ترك الخصومة',
} as const;

export const TASK_TITLES = [
  'إعداد المذكرة الجوابية',
  'تقديم لائحة الاعتراض',
  'متابعة تقرير الخبير',
  'تجهيز حافظة المستندات',
  'التواصل مع الموكل لاستكمال المستندات',
  'مراجعة مسودة الصلح',
  'تجديد الوكالة الشرعية',
];
export const INTAKE_TASK = 'دراسة المستندات وإعداد الرأي القانوني';

export const NOTES = [
  'الموكل يفضل التواصل عبر البريد الإلكتروني، ولا يرد على الاتصالات بعد الرابعة عصرًا.',
  'الخصم أبدى رغبة مبدئية في الصلح؛ ننتظر عرضًا مكتوبًا.',
  'يجب إحضار أصل العقد وأصول الفواتير في الجلسة القادمة.',
  'تقرير الخبير في صالحنا في أغلب البنود، مع تحفظ على احتساب غرامة التأخير.',
  'مراجعة السوابق القضائية للدائرة في مسائل مماثلة قبل المرافعة.',
];
export const PINNED_NOTE = 'تنبيه: لا تُقدَّم أي مذكرة قبل اعتمادها من المحامي المسؤول.';

export const POA_ISSUERS = ['ناجز', 'كتابة العدل الأولى بالرياض', 'كتابة العدل بجدة', 'ناجز'];
export const EXPENSES = ['رسوم ترجمة مستندات', 'أتعاب الخبير المحاسبي', 'رسوم قيد طلب التنفيذ', 'تصديق مستندات'];

/** Small text documents of the documents tab: a statement of claim and a memo. */
export const DOCUMENTS = [
  {
    category: 'statementOfClaim',
    fileName: 'صحيفة الدعوى.txt',
    body: (title: string) => `صحيفة دعوى\n\nالموضوع: ${title}\n\nنلتمس من فضيلتكم الحكم بما ورد في الطلبات الختامية.\n`,
  },
  {
    category: 'memo',
    fileName: 'مذكرة جوابية.txt',
    body: (title: string) => `مذكرة جوابية في الدعوى: ${title}\n\nأولًا: الدفوع الشكلية.\nثانيًا: الدفوع الموضوعية.\n`,
  },
] as const;
