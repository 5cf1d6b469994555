/** Real 4x4 and performance vehicles sold in Europe, with generations, years and engines. */
export interface Vehicle {
  make: string;
  model: string;
  from: number;
  to: number;
  variant: string;
  engine: string;
  kind: "4x4" | "performance";
}

export const VEHICLES: readonly Vehicle[] = [
  {
    make: "Toyota",
    model: "Hilux",
    from: 2015,
    to: 2024,
    variant: "AN120/AN130",
    engine: "2.8 D-4D 1GD-FTV",
    kind: "4x4",
  },
  {
    make: "Toyota",
    model: "Hilux",
    from: 2005,
    to: 2015,
    variant: "KUN25/KUN26",
    engine: "3.0 D-4D 1KD-FTV",
    kind: "4x4",
  },
  {
    make: "Toyota",
    model: "Land Cruiser 70",
    from: 2007,
    to: 2023,
    variant: "VDJ76/VDJ79",
    engine: "4.5 V8 D-4D 1VD-FTV",
    kind: "4x4",
  },
  {
    make: "Toyota",
    model: "Land Cruiser 200",
    from: 2008,
    to: 2021,
    variant: "VDJ200",
    engine: "4.5 V8 D-4D 1VD-FTV",
    kind: "4x4",
  },
  {
    make: "Toyota",
    model: "Land Cruiser 300",
    from: 2021,
    to: 2025,
    variant: "FJA300",
    engine: "3.3 V6 D F33A-FTV",
    kind: "4x4",
  },
  {
    make: "Toyota",
    model: "Land Cruiser 150",
    from: 2009,
    to: 2023,
    variant: "KDJ150/GDJ150",
    engine: "2.8 D-4D 1GD-FTV",
    kind: "4x4",
  },
  { make: "Ford", model: "Ranger", from: 2011, to: 2022, variant: "PX/PX2/PX3", engine: "3.2 TDCi P5AT", kind: "4x4" },
  { make: "Ford", model: "Ranger", from: 2022, to: 2025, variant: "P703", engine: "2.0 EcoBlue Bi-Turbo", kind: "4x4" },
  {
    make: "Nissan",
    model: "Navara",
    from: 2015,
    to: 2021,
    variant: "D23/NP300",
    engine: "2.3 dCi YS23DDTT",
    kind: "4x4",
  },
  { make: "Nissan", model: "Patrol", from: 1997, to: 2013, variant: "Y61", engine: "3.0 Di ZD30DDTi", kind: "4x4" },
  { make: "Mitsubishi", model: "L200", from: 2015, to: 2024, variant: "MQ/MR", engine: "2.4 DI-D 4N15", kind: "4x4" },
  {
    make: "Mitsubishi",
    model: "Pajero",
    from: 2006,
    to: 2021,
    variant: "V80/V90",
    engine: "3.2 DI-D 4M41",
    kind: "4x4",
  },
  { make: "Isuzu", model: "D-Max", from: 2012, to: 2020, variant: "TF", engine: "1.9 Ddi RZ4E-TC", kind: "4x4" },
  { make: "Isuzu", model: "D-Max", from: 2020, to: 2025, variant: "RG", engine: "1.9 Ddi RZ4E-TC", kind: "4x4" },
  { make: "Volkswagen", model: "Amarok", from: 2010, to: 2022, variant: "2H", engine: "3.0 V6 TDI CVWA", kind: "4x4" },
  { make: "Jeep", model: "Wrangler", from: 2018, to: 2025, variant: "JL", engine: "2.0 Turbo GME-T4", kind: "4x4" },
  { make: "Jeep", model: "Wrangler", from: 2007, to: 2018, variant: "JK", engine: "2.8 CRD VM R428", kind: "4x4" },
  { make: "Suzuki", model: "Jimny", from: 2018, to: 2025, variant: "GJ/JB74", engine: "1.5 K15B", kind: "4x4" },
  {
    make: "Land Rover",
    model: "Defender",
    from: 2007,
    to: 2016,
    variant: "110 Puma",
    engine: "2.2 TDCi 224DT",
    kind: "4x4",
  },
  {
    make: "Subaru",
    model: "WRX STI",
    from: 2014,
    to: 2021,
    variant: "VA",
    engine: "2.5 Turbo EJ257",
    kind: "performance",
  },
  {
    make: "Subaru",
    model: "Impreza WRX",
    from: 2007,
    to: 2014,
    variant: "GR/GV",
    engine: "2.5 Turbo EJ255",
    kind: "performance",
  },
  {
    make: "Ford",
    model: "Focus RS",
    from: 2016,
    to: 2018,
    variant: "Mk3",
    engine: "2.3 EcoBoost",
    kind: "performance",
  },
  {
    make: "Volkswagen",
    model: "Golf R",
    from: 2013,
    to: 2020,
    variant: "Mk7 AUV",
    engine: "2.0 TSI EA888",
    kind: "performance",
  },
  {
    make: "Volkswagen",
    model: "Golf R",
    from: 2020,
    to: 2025,
    variant: "Mk8 CD1",
    engine: "2.0 TSI EA888 evo4",
    kind: "performance",
  },
  {
    make: "Honda",
    model: "Civic Type R",
    from: 2017,
    to: 2022,
    variant: "FK8",
    engine: "2.0 VTEC Turbo K20C1",
    kind: "performance",
  },
  {
    make: "Toyota",
    model: "GR Yaris",
    from: 2020,
    to: 2025,
    variant: "GXPA16",
    engine: "1.6 Turbo G16E-GTS",
    kind: "performance",
  },
  {
    make: "Mitsubishi",
    model: "Lancer Evolution",
    from: 2007,
    to: 2016,
    variant: "X",
    engine: "2.0 Turbo 4B11T",
    kind: "performance",
  },
];

/** An engine's displacement and geometry, as the manufacturer publishes it (bore and stroke in mm). */
export interface EngineData {
  capacity: number;
  cylinders: number;
  bore: number;
  stroke: number;
}

/** The engines of VEHICLES, by the engine name an application row writes. */
export const ENGINES: Readonly<Record<string, EngineData>> = {
  "2.8 D-4D 1GD-FTV": { capacity: 2755, cylinders: 4, bore: 92, stroke: 103.6 },
  "3.0 D-4D 1KD-FTV": { capacity: 2982, cylinders: 4, bore: 96, stroke: 103 },
  "4.5 V8 D-4D 1VD-FTV": { capacity: 4461, cylinders: 8, bore: 86, stroke: 96 },
  "3.3 V6 D F33A-FTV": { capacity: 3345, cylinders: 6, bore: 86, stroke: 96 },
  "3.2 TDCi P5AT": { capacity: 3198, cylinders: 5, bore: 89.9, stroke: 100.8 },
  "2.0 EcoBlue Bi-Turbo": { capacity: 1996, cylinders: 4, bore: 84, stroke: 90 },
  "2.3 dCi YS23DDTT": { capacity: 2298, cylinders: 4, bore: 85, stroke: 101.3 },
  "3.0 Di ZD30DDTi": { capacity: 2953, cylinders: 4, bore: 96, stroke: 102 },
  "2.4 DI-D 4N15": { capacity: 2442, cylinders: 4, bore: 86, stroke: 105.1 },
  "3.2 DI-D 4M41": { capacity: 3200, cylinders: 4, bore: 98.5, stroke: 105 },
  "1.9 Ddi RZ4E-TC": { capacity: 1898, cylinders: 4, bore: 80, stroke: 94.4 },
  "3.0 V6 TDI CVWA": { capacity: 2967, cylinders: 6, bore: 83, stroke: 91.4 },
  "2.0 Turbo GME-T4": { capacity: 1995, cylinders: 4, bore: 84, stroke: 90 },
  "2.8 CRD VM R428": { capacity: 2776, cylinders: 4, bore: 94, stroke: 100 },
  "1.5 K15B": { capacity: 1462, cylinders: 4, bore: 74, stroke: 85 },
  "2.2 TDCi 224DT": { capacity: 2198, cylinders: 4, bore: 86, stroke: 94.6 },
  "2.5 Turbo EJ257": { capacity: 2457, cylinders: 4, bore: 99.5, stroke: 79 },
  "2.5 Turbo EJ255": { capacity: 2457, cylinders: 4, bore: 99.5, stroke: 79 },
  "2.3 EcoBoost": { capacity: 2261, cylinders: 4, bore: 87.5, stroke: 94 },
  "2.0 TSI EA888": { capacity: 1984, cylinders: 4, bore: 82.5, stroke: 92.8 },
  "2.0 TSI EA888 evo4": { capacity: 1984, cylinders: 4, bore: 82.5, stroke: 92.8 },
  "2.0 VTEC Turbo K20C1": { capacity: 1996, cylinders: 4, bore: 86, stroke: 85.9 },
  "1.6 Turbo G16E-GTS": { capacity: 1618, cylinders: 3, bore: 87.5, stroke: 89.7 },
  "2.0 Turbo 4B11T": { capacity: 1998, cylinders: 4, bore: 86, stroke: 86 },
};

/**
 * A vehicle's wheel fixing, which a brake disc's hat copies: bolt holes, pitch circle diameter and
 * centre bore in mm, and whether the wheel is held by studs (holes for the hub's studs) or bolts.
 * By make and model: the generations in VEHICLES share it.
 */
export interface WheelFixing {
  holes: number;
  pcd: number;
  centreBore: number;
  fixing: "stud" | "bolt";
}
export const WHEEL_FIXINGS: Readonly<Record<string, WheelFixing>> = {
  "Toyota Hilux": { holes: 6, pcd: 139.7, centreBore: 106.1, fixing: "stud" },
  "Toyota Land Cruiser 70": { holes: 5, pcd: 150, centreBore: 110.1, fixing: "stud" },
  "Toyota Land Cruiser 200": { holes: 5, pcd: 150, centreBore: 110.1, fixing: "stud" },
  "Toyota Land Cruiser 300": { holes: 6, pcd: 139.7, centreBore: 95.1, fixing: "stud" },
  "Toyota Land Cruiser 150": { holes: 6, pcd: 139.7, centreBore: 106.1, fixing: "stud" },
  "Ford Ranger": { holes: 6, pcd: 139.7, centreBore: 93.1, fixing: "stud" },
  "Nissan Navara": { holes: 6, pcd: 114.3, centreBore: 66.1, fixing: "stud" },
  "Nissan Patrol": { holes: 6, pcd: 139.7, centreBore: 110.1, fixing: "stud" },
  "Mitsubishi L200": { holes: 6, pcd: 139.7, centreBore: 67.1, fixing: "stud" },
  "Mitsubishi Pajero": { holes: 6, pcd: 139.7, centreBore: 67.1, fixing: "stud" },
  "Isuzu D-Max": { holes: 6, pcd: 139.7, centreBore: 100, fixing: "stud" },
  "Volkswagen Amarok": { holes: 5, pcd: 120, centreBore: 65.1, fixing: "bolt" },
  "Jeep Wrangler": { holes: 5, pcd: 127, centreBore: 71.5, fixing: "stud" },
  "Suzuki Jimny": { holes: 5, pcd: 139.7, centreBore: 108.1, fixing: "stud" },
  "Land Rover Defender": { holes: 5, pcd: 165.1, centreBore: 125.1, fixing: "stud" },
  "Subaru WRX STI": { holes: 5, pcd: 114.3, centreBore: 56.1, fixing: "stud" },
  "Subaru Impreza WRX": { holes: 5, pcd: 100, centreBore: 56.1, fixing: "stud" },
  "Ford Focus RS": { holes: 5, pcd: 108, centreBore: 63.4, fixing: "stud" },
  "Volkswagen Golf R": { holes: 5, pcd: 112, centreBore: 57.1, fixing: "bolt" },
  "Honda Civic Type R": { holes: 5, pcd: 120, centreBore: 64.1, fixing: "stud" },
  "Toyota GR Yaris": { holes: 5, pcd: 114.3, centreBore: 60.1, fixing: "stud" },
  "Mitsubishi Lancer Evolution": { holes: 5, pcd: 114.3, centreBore: 67.1, fixing: "stud" },
};

/** A manual gearbox's clutch: disc diameter (mm), the input shaft's spline count, and the gearbox. */
export interface ClutchData {
  discDiameter: number;
  splines: number;
  transmission: string;
}
/** By engine: the clutch of the manual gearbox the engine is sold with. */
export const CLUTCHES: Readonly<Record<string, ClutchData>> = {
  "2.8 D-4D 1GD-FTV": { discDiameter: 275, splines: 21, transmission: "6-speed manual" },
  "3.0 D-4D 1KD-FTV": { discDiameter: 275, splines: 21, transmission: "5-speed manual" },
  "4.5 V8 D-4D 1VD-FTV": { discDiameter: 300, splines: 21, transmission: "5-speed manual" },
  "3.3 V6 D F33A-FTV": { discDiameter: 300, splines: 21, transmission: "6-speed manual" },
  "3.2 TDCi P5AT": { discDiameter: 260, splines: 23, transmission: "6-speed manual" },
  "2.0 EcoBlue Bi-Turbo": { discDiameter: 260, splines: 23, transmission: "6-speed manual" },
  "2.3 dCi YS23DDTT": { discDiameter: 250, splines: 24, transmission: "6-speed manual" },
  "3.0 Di ZD30DDTi": { discDiameter: 275, splines: 24, transmission: "5-speed manual" },
  "2.4 DI-D 4N15": { discDiameter: 250, splines: 24, transmission: "6-speed manual" },
  "3.2 DI-D 4M41": { discDiameter: 275, splines: 24, transmission: "5-speed manual" },
  "1.9 Ddi RZ4E-TC": { discDiameter: 260, splines: 24, transmission: "6-speed manual" },
  "3.0 V6 TDI CVWA": { discDiameter: 240, splines: 28, transmission: "6-speed manual" },
  "2.0 Turbo GME-T4": { discDiameter: 250, splines: 23, transmission: "6-speed manual" },
  "2.8 CRD VM R428": { discDiameter: 250, splines: 26, transmission: "6-speed manual" },
  "1.5 K15B": { discDiameter: 200, splines: 20, transmission: "5-speed manual" },
  "2.2 TDCi 224DT": { discDiameter: 240, splines: 23, transmission: "6-speed manual" },
  "2.5 Turbo EJ257": { discDiameter: 240, splines: 24, transmission: "6-speed manual" },
  "2.5 Turbo EJ255": { discDiameter: 230, splines: 24, transmission: "5-speed manual" },
  "2.3 EcoBoost": { discDiameter: 240, splines: 23, transmission: "6-speed manual" },
  "2.0 TSI EA888": { discDiameter: 240, splines: 28, transmission: "6-speed manual" },
  "2.0 TSI EA888 evo4": { discDiameter: 240, splines: 28, transmission: "6-speed manual" },
  "2.0 VTEC Turbo K20C1": { discDiameter: 240, splines: 24, transmission: "6-speed manual" },
  "1.6 Turbo G16E-GTS": { discDiameter: 236, splines: 24, transmission: "6-speed manual" },
  "2.0 Turbo 4B11T": { discDiameter: 240, splines: 24, transmission: "5-speed manual" },
};
