/**
 * The demo car catalogue's brands and models: real names (public facts), each model with its segment
 * code. A trailing `*` marks a model no longer sold (inactive: kept for old orders and texts, left out
 * of the active-models workbook). Versions are generated from these in seed-catalogue.ts.
 */

/** Price level of a brand: multiplies the segment's base consumer price. */
export type Tier = 'budget' | 'main' | 'premium' | 'luxury';

export const TIER_FACTOR: Record<Tier, number> = { budget: 0.85, main: 1, premium: 1.35, luxury: 2.2 };

/** Segment codes and names; A–S are the ones the arrangement settings' demo rows include or exclude. */
export const SEGMENTS: readonly (readonly [code: string, name: string, basePrice: number, baseCo2: number, bodyTypes: string])[] = [
  ['A', 'Mini', 17_500, 102, 'hb'],
  ['B', 'Klein', 23_000, 112, 'hb,hb,sd'],
  ['C', 'Compacte middenklasse', 32_000, 124, 'hb,sw,sd'],
  ['D', 'Middenklasse', 45_000, 138, 'sd,sw'],
  ['E', 'Hogere middenklasse', 65_000, 160, 'sd,sw'],
  ['F', 'Luxe', 110_000, 205, 'sd'],
  ['J', 'SUV', 42_000, 148, 'tw'],
  ['M', 'MPV', 40_000, 150, 'bu'],
  ['S', 'Sportwagen', 90_000, 228, 'co,ca'],
  ['LCV', 'Bestelwagen', 38_000, 185, 'bulw,buhd,budc'],
  ['PU', 'Pick-up', 48_000, 230, 'pu,pudc,pulw'],
];

export interface CatalogueBrand {
  name: string;
  tier: Tier;
  /** Sells electric cars only (every version fuel e). */
  electricOnly: boolean;
  /** "Model:SEGMENT" entries, comma-separated; `*` after the segment = no longer sold. */
  models: string;
}

const brand = (name: string, tier: Tier, models: string, electricOnly = false): CatalogueBrand => ({ name, tier, electricOnly, models });

export const CATALOGUE: readonly CatalogueBrand[] = [
  brand('Abarth', 'main', '500e:A, 595:A*, 600e:B'),
  brand('Alfa Romeo', 'premium', 'Giulia:D, Stelvio:J, Tonale:J, Junior:B, Giulietta:C*'),
  brand('Aston Martin', 'luxury', 'DB12:S, Vantage:S, DBX:J'),
  brand('Audi', 'premium', 'A1:B, A3:C, A4:D*, A5:D, A6:E, A6 e-tron:E, A8:F, Q2:J, Q3:J, Q4 e-tron:J, Q5:J, Q6 e-tron:J, Q7:J, Q8:J, Q8 e-tron:J, e-tron GT:S, TT:S*, R8:S*'),
  brand('BMW', 'premium', '1 Serie:C, 2 Serie Active Tourer:M, 2 Serie Gran Coupé:C, 3 Serie:D, 4 Serie:D, 5 Serie:E, 7 Serie:F, i4:D, i5:E, i7:F, iX:J, iX1:J, iX2:J, iX3:J, X1:J, X2:J, X3:J, X5:J, X6:J, X7:J, Z4:S, M2:S, i3:B*'),
  brand('BYD', 'main', 'Dolphin:C, Dolphin Surf:B, Atto 2:J, Atto 3:J, Seal:D, Seal U:J, Sealion 7:J, Han:E, Tang:J', true),
  brand('Citroën', 'budget', 'C3:B, ë-C3:B, C3 Aircross:J, C4:C, ë-C4:C, C4 X:C, C5 Aircross:J, C5 X:D, Berlingo:M, ë-Berlingo:M, Jumpy:LCV, Jumper:LCV, C1:A*'),
  brand('Cupra', 'main', 'Born:C, Formentor:J, Leon:C, Tavascan:J, Terramar:J, Raval:B'),
  brand('Dacia', 'budget', 'Sandero:B, Sandero Stepway:B, Jogger:M, Duster:J, Bigster:J, Spring:A'),
  brand('DS', 'premium', 'DS 3:J, DS 4:C, DS 7:J, DS 9:E*, N°8:J'),
  brand('Ferrari', 'luxury', '296 GTB:S, Roma:S, Purosangue:J, SF90 Stradale:S, 12Cilindri:S'),
  brand('Fiat', 'budget', '500:A, 500e:A, Panda:A, Grande Panda:B, 600:B, Tipo:C*, Doblò:M, Ducato:LCV, Scudo:LCV'),
  brand('Ford', 'main', 'Puma:J, Puma Gen-E:J, Kuga:J, Focus:C, Explorer:J, Capri:J, Mustang:S, Mustang Mach-E:J, Tourneo Connect:M, Transit Custom:LCV, E-Transit Custom:LCV, Transit:LCV, Ranger:PU, Fiesta:B*, Mondeo:D*, S-Max:M*'),
  brand('Honda', 'main', 'Jazz:B, HR-V:J, ZR-V:J, CR-V:J, Civic:C, e:Ny1:J, e:A*'),
  brand('Hyundai', 'main', 'i10:A, i20:B, i30:C, Bayon:J, Kona:J, Kona Electric:J, Tucson:J, Santa Fe:J, Ioniq 5:J, Ioniq 6:D, Ioniq 9:J, Inster:A, Ioniq:C*'),
  brand('Jaguar', 'premium', 'F-Pace:J, E-Pace:J, I-Pace:J, XE:D*, XF:E*, F-Type:S*'),
  brand('Jeep', 'main', 'Avenger:J, Compass:J, Renegade:J, Wrangler:J, Grand Cherokee:J'),
  brand('Kia', 'main', 'Picanto:A, Rio:B*, Stonic:J, Ceed:C, Ceed Sportswagon:C, XCeed:J, Niro:J, Niro EV:J, Sportage:J, Sorento:J, EV3:J, EV4:C, EV6:J, EV9:J, PV5:LCV'),
  brand('Lamborghini', 'luxury', 'Revuelto:S, Temerario:S, Urus:J'),
  brand('Land Rover', 'premium', 'Defender:J, Discovery:J, Discovery Sport:J, Range Rover:J, Range Rover Sport:J, Range Rover Velar:J, Range Rover Evoque:J'),
  brand('Lexus', 'premium', 'UX:J, NX:J, RX:J, RZ:J, LBX:J, LM:M, ES:E, IS:D*'),
  brand('Lotus', 'luxury', 'Eletre:J, Emeya:S, Emira:S', false),
  brand('Lynk & Co', 'main', '01:J, 02:J, 08:J'),
  brand('Maserati', 'luxury', 'Grecale:J, GranTurismo:S, GranCabrio:S, MC20:S, Levante:J*, Ghibli:E*'),
  brand('Mazda', 'main', 'Mazda2:B, Mazda2 Hybrid:B, Mazda3:C, CX-30:J, CX-5:J, CX-60:J, CX-80:J, MX-5:S, MX-30:J, Mazda6e:D, CX-3:J*'),
  brand('Mercedes-Benz', 'premium', 'A-Klasse:C, B-Klasse:M, C-Klasse:D, CLA:D, CLE:D, E-Klasse:E, S-Klasse:F, EQA:J, EQB:J, EQE:E, EQE SUV:J, EQS:F, EQS SUV:J, GLA:J, GLB:J, GLC:J, GLE:J, GLS:J, G-Klasse:J, SL:S, V-Klasse:M, Vito:LCV, eVito:LCV, Sprinter:LCV, eSprinter:LCV, Citan:LCV'),
  brand('MG', 'budget', 'MG3:B, MG4:C, MG5:C, ZS:J, HS:J, Marvel R:J*, Cyberster:S, S5 EV:J'),
  brand('Mini', 'premium', 'Cooper:A, Cooper Cabrio:A, Aceman:B, Countryman:J, Clubman:C*'),
  brand('Mitsubishi', 'budget', 'Space Star:A, ASX:J, Colt:B, Eclipse Cross:J, Outlander:J, L200:PU*'),
  brand('Nissan', 'main', 'Micra:B, Juke:J, Qashqai:J, X-Trail:J, Ariya:J, Leaf:C, Townstar:M, Primastar:LCV, Interstar:LCV, Navara:PU*'),
  brand('Opel', 'main', 'Corsa:B, Corsa Electric:B, Astra:C, Astra Sports Tourer:C, Astra Electric:C, Mokka:J, Frontera:J, Grandland:J, Combo:M, Zafira Electric:M, Vivaro:LCV, Movano:LCV, Adam:A*, Insignia:D*, Crossland:J*'),
  brand('Peugeot', 'main', '208:B, e-208:B, 2008:J, e-2008:J, 308:C, 308 SW:C, e-308:C, 408:C, 3008:J, e-3008:J, 5008:J, e-5008:J, Rifter:M, Partner:LCV, Expert:LCV, Boxer:LCV, 108:A*, 508:D*'),
  brand('Polestar', 'premium', 'Polestar 2:D, Polestar 3:J, Polestar 4:J', true),
  brand('Porsche', 'luxury', '911:S, 718 Cayman:S, 718 Boxster:S, Taycan:S, Taycan Cross Turismo:S, Macan:J, Macan Electric:J, Cayenne:J, Panamera:F'),
  brand('Renault', 'main', 'Twingo:A*, Clio:B, Captur:J, Symbioz:J, Austral:J, Espace:J, Rafale:J, Mégane E-Tech:C, Scenic E-Tech:J, Renault 5 E-Tech:B, Renault 4 E-Tech:J, Kangoo:M, Trafic:LCV, Master:LCV, Zoe:B*'),
  brand('Seat', 'main', 'Ibiza:B, Arona:J, Leon:C, Leon Sportstourer:C, Ateca:J, Tarraco:J*'),
  brand('Škoda', 'main', 'Fabia:B, Scala:C, Kamiq:J, Octavia:C, Octavia Combi:C, Superb:D, Superb Combi:D, Karoq:J, Kodiaq:J, Elroq:J, Enyaq:J, Enyaq Coupé:J, Citigo e iV:A*'),
  brand('Smart', 'main', '#1:J, #3:J, #5:J, ForTwo:A*, ForFour:A*', true),
  brand('Subaru', 'main', 'Impreza:C, Crosstrek:J, Forester:J, Outback:D, Solterra:J, XV:J*'),
  brand('Suzuki', 'budget', 'Swift:B, Ignis:A, Vitara:J, S-Cross:J, Across:J, Swace:C, e Vitara:J, Jimny:J*'),
  brand('Tesla', 'premium', 'Model 3:D, Model Y:J, Model S:F, Model X:J, Cybertruck:PU', true),
  brand('Toyota', 'main', 'Aygo X:A, Yaris:B, Yaris Cross:J, Corolla:C, Corolla Touring Sports:C, C-HR:J, C-HR+:J, RAV4:J, bZ4X:J, Urban Cruiser:J, Land Cruiser:J, Mirai:E, Prius:C, Camry:D, Proace City:LCV, Proace:LCV, Hilux:PU, GR86:S, Supra:S*'),
  brand('Volkswagen', 'main', 'up!:A*, Polo:B, Golf:C, Golf Variant:C, ID.3:C, ID.4:J, ID.5:J, ID.7:D, ID.7 Tourer:D, ID. Buzz:M, T-Cross:J, T-Roc:J, Taigo:J, Tiguan:J, Tayron:J, Touareg:J, Passat:D, Arteon:D*, Touran:M, Caddy:LCV, Transporter:LCV, Crafter:LCV, Amarok:PU'),
  brand('Volvo', 'premium', 'EX30:J, EX40:J, EC40:J, EX90:J, ES90:E, XC40:J, XC60:J, XC90:J, V60:D, V90:E, S60:D*, S90:E*'),
  brand('Xpeng', 'main', 'G6:J, G9:J, P7:D', true),
];

/** The models of a brand entry: name, segment code and whether it is still sold. */
export function modelsOf(entry: CatalogueBrand): { name: string; segment: string; active: boolean }[] {
  return entry.models.split(',').map((part) => {
    const text = part.trim();
    const colon = text.lastIndexOf(':');
    const segment = text.slice(colon + 1);
    return { name: text.slice(0, colon), segment: segment.replace('*', ''), active: !segment.endsWith('*') };
  });
}
