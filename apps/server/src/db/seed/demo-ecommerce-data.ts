/** Name lists of the e-commerce demo data (products, customers, reviews), kept apart from the seeding logic. */

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  /** SKU prefix. */
  code: string;
  /** Picture colours: top and bottom of a vertical gradient (RGB). */
  colours: [[number, number, number], [number, number, number]];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Electronics',
    slug: 'electronics',
    code: 'ELC',
    description: 'Phones, laptops, audio and the gadgets around them.',
    colours: [
      [0x3b, 0x82, 0xf6],
      [0x1e, 0x3a, 0x8a],
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    code: 'ACC',
    description: 'Watches, bags, cases and everyday carry.',
    colours: [
      [0xf5, 0x9e, 0x0b],
      [0x92, 0x40, 0x0e],
    ],
  },
  {
    name: 'Shoes',
    slug: 'shoes',
    code: 'SHO',
    description: 'Running, walking and casual footwear for every season.',
    colours: [
      [0xef, 0x44, 0x44],
      [0x7f, 0x1d, 0x1d],
    ],
  },
  {
    name: 'Office',
    slug: 'office',
    code: 'OFF',
    description: 'Desks, chairs, stationery and the tools of a tidy workspace.',
    colours: [
      [0x64, 0x74, 0x8b],
      [0x1e, 0x29, 0x3b],
    ],
  },
  {
    name: 'Home Decor',
    slug: 'home-decor',
    code: 'HOM',
    description: 'Lamps, textiles, vases and small pieces that make a home.',
    colours: [
      [0x10, 0xb9, 0x81],
      [0x06, 0x4e, 0x3b],
    ],
  },
  {
    name: 'Games',
    slug: 'games',
    code: 'GAM',
    description: 'Consoles, controllers, board games and puzzles.',
    colours: [
      [0x8b, 0x5c, 0xf6],
      [0x4c, 0x1d, 0x95],
    ],
  },
];

export interface DemoProduct {
  name: string;
  brand: string;
  /** Price in cents. */
  cents: number;
  tags: string[];
  variants?: Array<{ option: string; value: string }>;
  blurb: string;
  grams: number;
}

const colour = (...values: string[]) => values.map((value) => ({ option: 'Colour', value }));
const size = (...values: string[]) => values.map((value) => ({ option: 'Size', value }));

/** Products per category, in the order of `DEMO_CATEGORIES`. */
export const DEMO_PRODUCTS: DemoProduct[][] = [
  [
    {
      name: 'Galaxy Nova 12 Smartphone',
      brand: 'Samsonic',
      cents: 79_999,
      tags: ['phone', 'android', '5g'],
      variants: colour('Black', 'Silver'),
      blurb: 'A 6.5-inch OLED phone with a triple camera and all-day battery.',
      grams: 190,
    },
    {
      name: 'AirWave Pro Wireless Earbuds',
      brand: 'Sonora',
      cents: 14_950,
      tags: ['audio', 'wireless'],
      variants: colour('White', 'Black'),
      blurb: 'Noise-cancelling earbuds with 28 hours of playback in the case.',
      grams: 60,
    },
    {
      name: 'ZenBook Air 14 Laptop',
      brand: 'Asterion',
      cents: 112_900,
      tags: ['laptop', 'ultrabook'],
      variants: [
        { option: 'Memory', value: '16 GB' },
        { option: 'Memory', value: '32 GB' },
      ],
      blurb: 'A 1.2 kg laptop with a 14-inch 2.8K screen and a full-size keyboard.',
      grams: 1200,
    },
    {
      name: 'PixelView 27" 4K Monitor',
      brand: 'Lumen',
      cents: 38_900,
      tags: ['monitor', '4k'],
      blurb: 'An IPS panel with USB-C power delivery and a height-adjustable stand.',
      grams: 5800,
    },
    {
      name: 'BoomBox Mini Bluetooth Speaker',
      brand: 'Sonora',
      cents: 5_999,
      tags: ['audio', 'portable'],
      variants: colour('Blue', 'Red', 'Black'),
      blurb: 'A waterproof speaker with a 12-hour battery and a clip.',
      grams: 340,
    },
    {
      name: 'ChargeHub 65W USB-C Charger',
      brand: 'Voltix',
      cents: 3_499,
      tags: ['charger', 'usb-c'],
      blurb: 'Three ports, folding plug, charges a laptop and a phone at once.',
      grams: 120,
    },
    {
      name: 'Stellar Smartwatch S3',
      brand: 'Samsonic',
      cents: 24_900,
      tags: ['wearable', 'fitness'],
      variants: size('41 mm', '45 mm'),
      blurb: 'Heart rate, GPS and sleep tracking with a week of battery.',
      grams: 45,
    },
    {
      name: 'Nimbus 10" Tablet',
      brand: 'Asterion',
      cents: 32_950,
      tags: ['tablet'],
      blurb: 'A light tablet for reading, notes and video calls.',
      grams: 480,
    },
  ],
  [
    {
      name: 'Heritage Leather Wallet',
      brand: 'Oakhide',
      cents: 4_500,
      tags: ['leather', 'wallet'],
      variants: colour('Tan', 'Black'),
      blurb: 'Full-grain leather, eight card slots and a coin pocket.',
      grams: 90,
    },
    {
      name: 'Voyager Canvas Backpack',
      brand: 'Northtrail',
      cents: 8_900,
      tags: ['bag', 'travel'],
      variants: colour('Olive', 'Navy'),
      blurb: 'A 24-litre backpack with a padded laptop sleeve.',
      grams: 900,
    },
    {
      name: 'Aviator Polarised Sunglasses',
      brand: 'Solis',
      cents: 12_900,
      tags: ['sunglasses'],
      blurb: 'Metal frame, polarised lenses, UV400 protection.',
      grams: 30,
    },
    {
      name: 'Chrono Steel Watch',
      brand: 'Tempora',
      cents: 21_500,
      tags: ['watch', 'steel'],
      blurb: 'A 40 mm automatic watch with a sapphire crystal.',
      grams: 150,
    },
    {
      name: 'Silk Twill Scarf',
      brand: 'Maison Verel',
      cents: 6_950,
      tags: ['scarf', 'silk'],
      blurb: 'A 90 cm square of printed silk twill with hand-rolled edges.',
      grams: 60,
    },
    {
      name: 'MagSafe Clear Phone Case',
      brand: 'Voltix',
      cents: 2_499,
      tags: ['case', 'phone'],
      blurb: 'A slim clear case with a magnetic ring that stays clear.',
      grams: 35,
    },
    {
      name: 'Woven Leather Belt',
      brand: 'Oakhide',
      cents: 3_900,
      tags: ['leather', 'belt'],
      variants: size('S', 'M', 'L'),
      blurb: 'Braided leather with a brushed brass buckle.',
      grams: 180,
    },
  ],
  [
    {
      name: 'CloudStride Running Shoes',
      brand: 'Pacer',
      cents: 12_999,
      tags: ['running', 'men', 'women'],
      variants: size('40', '41', '42', '43', '44'),
      blurb: 'Cushioned road running shoes with a breathable mesh upper.',
      grams: 560,
    },
    {
      name: 'Urban Classic Sneakers',
      brand: 'Kicks & Co',
      cents: 7_999,
      tags: ['sneakers', 'casual'],
      variants: colour('White', 'Black'),
      blurb: 'Low-top leather sneakers with a rubber cupsole.',
      grams: 800,
    },
    {
      name: 'TrailBlazer Hiking Boots',
      brand: 'Northtrail',
      cents: 15_900,
      tags: ['hiking', 'waterproof'],
      variants: size('41', '42', '43', '44', '45'),
      blurb: 'Waterproof boots with a grippy lug sole and ankle support.',
      grams: 1100,
    },
    {
      name: 'Riviera Espadrilles',
      brand: 'Maison Verel',
      cents: 4_950,
      tags: ['summer', 'casual'],
      blurb: 'Cotton canvas on a braided jute sole.',
      grams: 420,
    },
    {
      name: 'Oxford Leather Brogues',
      brand: 'Oakhide',
      cents: 18_900,
      tags: ['formal', 'leather'],
      variants: size('41', '42', '43', '44'),
      blurb: 'Goodyear-welted brogues in burnished calf leather.',
      grams: 1000,
    },
    {
      name: 'FlexFit Training Shoes',
      brand: 'Pacer',
      cents: 8_950,
      tags: ['gym', 'training'],
      blurb: 'A stable, flat trainer for the gym floor.',
      grams: 600,
    },
    {
      name: 'Cosy Wool Slippers',
      brand: 'Hygge Home',
      cents: 3_450,
      tags: ['home', 'wool'],
      variants: size('S', 'M', 'L'),
      blurb: 'Felted wool slippers with a soft suede sole.',
      grams: 300,
    },
  ],
  [
    {
      name: 'ErgoFlex Office Chair',
      brand: 'Posturo',
      cents: 34_900,
      tags: ['chair', 'ergonomic'],
      variants: colour('Grey', 'Black'),
      blurb: 'Adjustable lumbar support, 4D armrests and a mesh back.',
      grams: 17_000,
    },
    {
      name: 'LiftDesk Standing Desk',
      brand: 'Posturo',
      cents: 54_900,
      tags: ['desk', 'standing'],
      variants: [
        { option: 'Top', value: '140 × 70 cm' },
        { option: 'Top', value: '160 × 80 cm' },
      ],
      blurb: 'Dual-motor sit-stand desk with four height presets.',
      grams: 32_000,
    },
    {
      name: 'Precision Mechanical Keyboard',
      brand: 'Keyforge',
      cents: 12_900,
      tags: ['keyboard', 'mechanical'],
      blurb: 'Hot-swappable switches, aluminium frame, USB-C.',
      grams: 900,
    },
    {
      name: 'Glide Wireless Mouse',
      brand: 'Keyforge',
      cents: 4_999,
      tags: ['mouse', 'wireless'],
      blurb: 'A quiet, ergonomic mouse with a 70-day battery.',
      grams: 95,
    },
    {
      name: 'Atelier Hardcover Notebook',
      brand: 'Papeterie Lune',
      cents: 1_850,
      tags: ['notebook', 'stationery'],
      variants: colour('Black', 'Sage', 'Terracotta'),
      blurb: 'A5, 192 dotted pages of 100 g paper, lies flat.',
      grams: 350,
    },
    {
      name: 'Signature Fountain Pen',
      brand: 'Papeterie Lune',
      cents: 6_500,
      tags: ['pen', 'stationery'],
      blurb: 'Steel nib, brass body, converter and ink cartridges included.',
      grams: 40,
    },
    {
      name: 'Halo LED Desk Lamp',
      brand: 'Lumen',
      cents: 7_900,
      tags: ['lamp', 'led'],
      blurb: 'Dimmable lamp with a warm-to-cool colour range and a USB port.',
      grams: 1300,
    },
  ],
  [
    {
      name: 'Nordic Ceramic Vase',
      brand: 'Hygge Home',
      cents: 3_900,
      tags: ['vase', 'ceramic'],
      variants: colour('Sand', 'White'),
      blurb: 'A hand-glazed stoneware vase, 25 cm tall.',
      grams: 1200,
    },
    {
      name: 'Linen Throw Pillow',
      brand: 'Maison Verel',
      cents: 2_950,
      tags: ['textile', 'linen'],
      variants: colour('Oat', 'Rust', 'Sage'),
      blurb: 'Stonewashed linen cover with a feather insert, 45 × 45 cm.',
      grams: 600,
    },
    {
      name: 'Arched Wall Mirror',
      brand: 'Hygge Home',
      cents: 14_900,
      tags: ['mirror', 'wall'],
      blurb: 'A slim black metal frame, 60 × 90 cm.',
      grams: 7000,
    },
    {
      name: 'Woven Jute Rug',
      brand: 'Casbah Loom',
      cents: 18_900,
      tags: ['rug', 'natural'],
      variants: size('120 × 180 cm', '160 × 230 cm'),
      blurb: 'Hand-woven jute with a soft, chunky texture.',
      grams: 9000,
    },
    {
      name: 'Amber Glass Candle',
      brand: 'Lumen',
      cents: 2_400,
      tags: ['candle', 'fragrance'],
      blurb: 'Oud and amber soy candle with 50 hours of burn time.',
      grams: 450,
    },
    {
      name: 'Brass Moroccan Lantern',
      brand: 'Casbah Loom',
      cents: 5_900,
      tags: ['lantern', 'brass'],
      blurb: 'Pierced brass lantern that throws patterned light.',
      grams: 800,
    },
    {
      name: 'Olive Wood Serving Board',
      brand: 'Casbah Loom',
      cents: 4_250,
      tags: ['kitchen', 'wood'],
      blurb: 'Carved from a single piece of olive wood, 40 cm.',
      grams: 900,
    },
  ],
  [
    {
      name: 'Nexus 5 Game Console',
      brand: 'Playverse',
      cents: 49_999,
      tags: ['console', '4k'],
      variants: [
        { option: 'Edition', value: 'Standard' },
        { option: 'Edition', value: 'Digital' },
      ],
      blurb: 'A 4K console with a 1 TB SSD and ray tracing.',
      grams: 4200,
    },
    {
      name: 'ProPad Wireless Controller',
      brand: 'Playverse',
      cents: 6_999,
      tags: ['controller', 'wireless'],
      variants: colour('Black', 'White', 'Camo'),
      blurb: 'Haptic triggers and a 40-hour battery.',
      grams: 280,
    },
    {
      name: 'Settlers of the Oasis Board Game',
      brand: 'Tabletop Guild',
      cents: 4_499,
      tags: ['board game', 'strategy'],
      blurb: 'Trade, build and race across the desert, 3-4 players.',
      grams: 1500,
    },
    {
      name: 'Skyline 1000-Piece Puzzle',
      brand: 'Tabletop Guild',
      cents: 1_999,
      tags: ['puzzle'],
      blurb: 'A city skyline at dusk in 1000 thick, snug pieces.',
      grams: 700,
    },
    {
      name: 'Echo Gaming Headset',
      brand: 'Sonora',
      cents: 8_900,
      tags: ['headset', 'audio'],
      blurb: 'Surround sound, detachable mic, memory-foam pads.',
      grams: 320,
    },
    {
      name: 'Pocket Retro Handheld',
      brand: 'Playverse',
      cents: 11_900,
      tags: ['handheld', 'retro'],
      blurb: 'A pocket console with a 3.5-inch screen and 8 hours of play.',
      grams: 210,
    },
  ],
];

export interface DemoCountry {
  name: string;
  code: string;
  language: string;
  cities: Array<[city: string, state: string]>;
  /** Street names of this country, for addresses. */
  streets: string[];
  dial: string;
  /** Email domains used by people of this country. */
  domains: string[];
  first: string[];
  last: string[];
  /** How many of the 100 customers live here. */
  customers: number;
}

export const DEMO_COUNTRIES: DemoCountry[] = [
  {
    name: 'Saudi Arabia',
    code: 'SA',
    language: 'Arabic',
    dial: '+966',
    customers: 18,
    domains: ['gmail.com', 'outlook.sa', 'hotmail.com'],
    streets: ['King Fahd Road', 'Olaya Street', 'Prince Sultan Road', 'Tahlia Street'],
    cities: [
      ['Riyadh', 'Riyadh Province'],
      ['Jeddah', 'Makkah Province'],
      ['Dammam', 'Eastern Province'],
      ['Medina', 'Medina Province'],
    ],
    first: [
      'Abdullah',
      'Faisal',
      'Noura',
      'Reem',
      'Khalid',
      'Sara',
      'Turki',
      'Lama',
      'Mohammed',
      'Hessa',
      'Saud',
      'Jawaher',
    ],
    last: ['Al-Qahtani', 'Al-Otaibi', 'Al-Harbi', 'Al-Shehri', 'Al-Dosari', 'Al-Ghamdi', 'Al-Zahrani', 'Al-Mutairi'],
  },
  {
    name: 'United Arab Emirates',
    code: 'AE',
    language: 'Arabic',
    dial: '+971',
    customers: 9,
    domains: ['gmail.com', 'emirates.net.ae'],
    streets: ['Sheikh Zayed Road', 'Al Wasl Road', 'Corniche Road', 'Hamdan Street'],
    cities: [
      ['Dubai', 'Dubai'],
      ['Abu Dhabi', 'Abu Dhabi'],
      ['Sharjah', 'Sharjah'],
    ],
    first: ['Hamdan', 'Mariam', 'Rashid', 'Shamma', 'Ahmed', 'Aisha', 'Sultan', 'Fatima'],
    last: ['Al Mansoori', 'Al Nuaimi', 'Al Falasi', 'Al Ketbi', 'Al Suwaidi'],
  },
  {
    name: 'Egypt',
    code: 'EG',
    language: 'Arabic',
    dial: '+20',
    customers: 8,
    domains: ['gmail.com', 'yahoo.com'],
    streets: ['Tahrir Street', 'Corniche El Nil', 'Salah Salem Street', '26th of July Street'],
    cities: [
      ['Cairo', 'Cairo'],
      ['Alexandria', 'Alexandria'],
      ['Giza', 'Giza'],
    ],
    first: ['Omar', 'Yasmin', 'Karim', 'Nour', 'Mostafa', 'Salma', 'Hany', 'Dina'],
    last: ['Hassan', 'El-Sayed', 'Mahmoud', 'Farouk', 'Abdel-Rahman', 'Naguib'],
  },
  {
    name: 'Morocco',
    code: 'MA',
    language: 'French',
    dial: '+212',
    customers: 6,
    domains: ['gmail.com', 'menara.ma'],
    streets: ['Avenue Mohammed V', 'Boulevard Zerktouni', 'Rue Allal Ben Abdellah', 'Avenue Hassan II'],
    cities: [
      ['Casablanca', 'Casablanca-Settat'],
      ['Rabat', 'Rabat-Salé-Kénitra'],
      ['Marrakesh', 'Marrakesh-Safi'],
    ],
    first: ['Youssef', 'Imane', 'Mehdi', 'Salma', 'Hamza', 'Zineb'],
    last: ['Benali', 'El Amrani', 'Tazi', 'Berrada', 'Alaoui'],
  },
  {
    name: 'France',
    code: 'FR',
    language: 'French',
    dial: '+33',
    customers: 14,
    domains: ['orange.fr', 'gmail.com', 'laposte.net', 'free.fr'],
    streets: ['Rue de la Paix', 'Rue Sainte-Catherine', 'Avenue Jean Jaurès', 'Rue de la République'],
    cities: [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Auvergne-Rhône-Alpes'],
      ['Marseille', "Provence-Alpes-Côte d'Azur"],
      ['Bordeaux', 'Nouvelle-Aquitaine'],
      ['Lille', 'Hauts-de-France'],
    ],
    first: [
      'Camille',
      'Louis',
      'Chloé',
      'Hugo',
      'Léa',
      'Théo',
      'Manon',
      'Julien',
      'Inès',
      'Mathis',
      'Élodie',
      'Antoine',
    ],
    last: ['Martin', 'Lefèvre', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Fontaine', 'Rousseau', 'Mercier'],
  },
  {
    name: 'United States',
    code: 'US',
    language: 'English',
    dial: '+1',
    customers: 15,
    domains: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'],
    streets: ['Oak Street', 'Maple Avenue', 'Main Street', 'Pine Street'],
    cities: [
      ['New York', 'NY'],
      ['Austin', 'TX'],
      ['Seattle', 'WA'],
      ['Chicago', 'IL'],
      ['San Diego', 'CA'],
    ],
    first: ['Emily', 'James', 'Olivia', 'Michael', 'Ava', 'Daniel', 'Sophia', 'Ethan', 'Madison', 'Tyler'],
    last: ['Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Garcia', 'Wilson', 'Anderson', 'Taylor'],
  },
  {
    name: 'United Kingdom',
    code: 'GB',
    language: 'English',
    dial: '+44',
    customers: 8,
    domains: ['gmail.com', 'btinternet.com', 'outlook.com'],
    streets: ['Baker Street', 'High Street', 'Station Road', 'Church Lane'],
    cities: [
      ['London', 'Greater London'],
      ['Manchester', 'Greater Manchester'],
      ['Edinburgh', 'Scotland'],
    ],
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Jack'],
    last: ['Smith', 'Clarke', 'Hughes', 'Wright', 'Evans', 'Patel'],
  },
  {
    name: 'Germany',
    code: 'DE',
    language: 'German',
    dial: '+49',
    customers: 7,
    domains: ['gmx.de', 'web.de', 'gmail.com'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße'],
    cities: [
      ['Berlin', 'Berlin'],
      ['Munich', 'Bavaria'],
      ['Hamburg', 'Hamburg'],
    ],
    first: ['Lukas', 'Hannah', 'Felix', 'Lena', 'Jonas', 'Marie'],
    last: ['Müller', 'Schmidt', 'Becker', 'Hoffmann', 'Wagner'],
  },
  {
    name: 'Canada',
    code: 'CA',
    language: 'French',
    dial: '+1',
    customers: 6,
    domains: ['gmail.com', 'videotron.ca', 'bell.net'],
    streets: ['Rue Saint-Denis', 'Yonge Street', 'Boulevard René-Lévesque', 'Granville Street'],
    cities: [
      ['Montreal', 'QC'],
      ['Toronto', 'ON'],
      ['Quebec City', 'QC'],
    ],
    first: ['Gabriel', 'Florence', 'Liam', 'Charlotte', 'Nathan', 'Béatrice'],
    last: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard'],
  },
  {
    name: 'Japan',
    code: 'JP',
    language: 'Japanese',
    dial: '+81',
    customers: 4,
    domains: ['gmail.com', 'yahoo.co.jp'],
    streets: ['Sakura-dori', 'Chuo-dori', 'Meiji-dori', 'Omotesando'],
    cities: [
      ['Tokyo', 'Tokyo'],
      ['Osaka', 'Osaka'],
    ],
    first: ['Haruto', 'Yui', 'Sota', 'Aoi'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka'],
  },
  {
    name: 'Brazil',
    code: 'BR',
    language: 'Portuguese',
    dial: '+55',
    customers: 3,
    domains: ['gmail.com', 'uol.com.br'],
    streets: ['Avenida Paulista', 'Rua Augusta', 'Avenida Atlântica', 'Rua Oscar Freire'],
    cities: [
      ['São Paulo', 'SP'],
      ['Rio de Janeiro', 'RJ'],
    ],
    first: ['Lucas', 'Beatriz', 'Rafael'],
    last: ['Silva', 'Santos', 'Oliveira'],
  },
  {
    name: 'India',
    code: 'IN',
    language: 'English',
    dial: '+91',
    customers: 2,
    domains: ['gmail.com', 'rediffmail.com'],
    streets: ['MG Road', 'Brigade Road', 'Linking Road', 'Park Street'],
    cities: [
      ['Bengaluru', 'Karnataka'],
      ['Mumbai', 'Maharashtra'],
    ],
    first: ['Aarav', 'Priya'],
    last: ['Sharma', 'Iyer'],
  },
];

export const COMPANIES = [
  'Nakhla Trading',
  'Atlas Conseil',
  'Blue Harbor LLC',
  'Dune Ventures',
  'Studio Lumière',
  'Falcon Logistics',
  'Greenleaf Ltd',
];

/** Review texts by rating (1-5): a heading and a paragraph. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, Array<[string, string]>> = {
  5: [
    ['Absolutely love it', 'Exceeded my expectations. The quality is excellent and it arrived well packed.'],
    ['Worth every penny', 'I use it every day. Solid build and it looks even better in person.'],
    ['Perfect gift', 'Bought it for my brother and he has not stopped talking about it.'],
    ['Excellent quality', 'Feels premium, works exactly as described. Would buy again.'],
    ['Fast delivery, great product', 'Arrived two days early and works flawlessly.'],
  ],
  4: [
    ['Very good', 'Great value for the price. Only wish it came in more colours.'],
    ['Happy with it', 'Does the job well; the instructions could be clearer.'],
    ['Nice design', 'Looks great and works well, packaging was a bit excessive.'],
    ['Recommended', 'Good quality overall, slightly smaller than I expected.'],
  ],
  3: [
    ['It is okay', 'Decent, but nothing special for the price.'],
    ['Average', 'Works, but the finish has some small flaws.'],
    ['Mixed feelings', 'I like the design, the battery life is shorter than advertised.'],
  ],
  2: [
    ['Disappointed', 'Stopped working properly after two weeks.'],
    ['Not as described', 'The colour is quite different from the photos.'],
  ],
  1: [
    ['Arrived damaged', 'The box was crushed and the item was broken. Waiting for a replacement.'],
    ['Would not buy again', 'Poor quality and customer support was slow to answer.'],
  ],
};
