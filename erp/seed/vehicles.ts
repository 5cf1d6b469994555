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
  { make: "Toyota", model: "Hilux", from: 2015, to: 2024, variant: "AN120/AN130", engine: "2.8 D-4D 1GD-FTV", kind: "4x4" },
  { make: "Toyota", model: "Hilux", from: 2005, to: 2015, variant: "KUN25/KUN26", engine: "3.0 D-4D 1KD-FTV", kind: "4x4" },
  { make: "Toyota", model: "Land Cruiser 70", from: 2007, to: 2023, variant: "VDJ76/VDJ79", engine: "4.5 V8 D-4D 1VD-FTV", kind: "4x4" },
  { make: "Toyota", model: "Land Cruiser 200", from: 2008, to: 2021, variant: "VDJ200", engine: "4.5 V8 D-4D 1VD-FTV", kind: "4x4" },
  { make: "Toyota", model: "Land Cruiser 300", from: 2021, to: 2025, variant: "FJA300", engine: "3.3 V6 D F33A-FTV", kind: "4x4" },
  { make: "Toyota", model: "Land Cruiser 150", from: 2009, to: 2023, variant: "KDJ150/GDJ150", engine: "2.8 D-4D 1GD-FTV", kind: "4x4" },
  { make: "Ford", model: "Ranger", from: 2011, to: 2022, variant: "PX/PX2/PX3", engine: "3.2 TDCi P5AT", kind: "4x4" },
  { make: "Ford", model: "Ranger", from: 2022, to: 2025, variant: "P703", engine: "2.0 EcoBlue Bi-Turbo", kind: "4x4" },
  { make: "Nissan", model: "Navara", from: 2015, to: 2021, variant: "D23/NP300", engine: "2.3 dCi YS23DDTT", kind: "4x4" },
  { make: "Nissan", model: "Patrol", from: 1997, to: 2013, variant: "Y61", engine: "3.0 Di ZD30DDTi", kind: "4x4" },
  { make: "Mitsubishi", model: "L200", from: 2015, to: 2024, variant: "MQ/MR", engine: "2.4 DI-D 4N15", kind: "4x4" },
  { make: "Mitsubishi", model: "Pajero", from: 2006, to: 2021, variant: "V80/V90", engine: "3.2 DI-D 4M41", kind: "4x4" },
  { make: "Isuzu", model: "D-Max", from: 2012, to: 2020, variant: "TF", engine: "1.9 Ddi RZ4E-TC", kind: "4x4" },
  { make: "Isuzu", model: "D-Max", from: 2020, to: 2025, variant: "RG", engine: "1.9 Ddi RZ4E-TC", kind: "4x4" },
  { make: "Volkswagen", model: "Amarok", from: 2010, to: 2022, variant: "2H", engine: "3.0 V6 TDI CVWA", kind: "4x4" },
  { make: "Jeep", model: "Wrangler", from: 2018, to: 2025, variant: "JL", engine: "2.0 Turbo GME-T4", kind: "4x4" },
  { make: "Jeep", model: "Wrangler", from: 2007, to: 2018, variant: "JK", engine: "2.8 CRD VM R428", kind: "4x4" },
  { make: "Suzuki", model: "Jimny", from: 2018, to: 2025, variant: "GJ/JB74", engine: "1.5 K15B", kind: "4x4" },
  { make: "Land Rover", model: "Defender", from: 2007, to: 2016, variant: "110 Puma", engine: "2.2 TDCi 224DT", kind: "4x4" },
  { make: "Subaru", model: "WRX STI", from: 2014, to: 2021, variant: "VA", engine: "2.5 Turbo EJ257", kind: "performance" },
  { make: "Subaru", model: "Impreza WRX", from: 2007, to: 2014, variant: "GR/GV", engine: "2.5 Turbo EJ255", kind: "performance" },
  { make: "Ford", model: "Focus RS", from: 2016, to: 2018, variant: "Mk3", engine: "2.3 EcoBoost", kind: "performance" },
  { make: "Volkswagen", model: "Golf R", from: 2013, to: 2020, variant: "Mk7 AUV", engine: "2.0 TSI EA888", kind: "performance" },
  { make: "Volkswagen", model: "Golf R", from: 2020, to: 2025, variant: "Mk8 CD1", engine: "2.0 TSI EA888 evo4", kind: "performance" },
  { make: "Honda", model: "Civic Type R", from: 2017, to: 2022, variant: "FK8", engine: "2.0 VTEC Turbo K20C1", kind: "performance" },
  { make: "Toyota", model: "GR Yaris", from: 2020, to: 2025, variant: "GXPA16", engine: "1.6 Turbo G16E-GTS", kind: "performance" },
  { make: "Mitsubishi", model: "Lancer Evolution", from: 2007, to: 2016, variant: "X", engine: "2.0 Turbo 4B11T", kind: "performance" },
];
