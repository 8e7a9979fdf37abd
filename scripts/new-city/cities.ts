/**
 * What new-city knows about cities: where they are (for the geo tags of a new city's pages)
 * and the local names their pages use (the copy that must be rewritten for the new city).
 * Add a city's local names here once its pages are written, so that a copy made from them
 * points at every sentence to make local.
 */
export interface KnownCity {
  /** The name as written in the copy. */
  name: string;
  /** City centre, for meta.geo. The spec's figures for Jaipur and Ajmer; approximate centres for the others. */
  latitude: number;
  longitude: number;
  /** ISO region for meta.geo. */
  region: string;
  /** Neighbourhoods, markets, landmarks and events the copy of this city's pages names. */
  localNames: string[];
}

const rajasthan = (name: string, latitude: number, longitude: number, localNames: string[] = []): KnownCity => ({
  name,
  latitude,
  longitude,
  region: 'IN-RJ',
  localNames,
});

/** By folder name (the city in lower case, spaces as hyphens). */
export const knownCities: Record<string, KnownCity> = {
  jaipur: rajasthan('Jaipur', 26.9124, 75.7873, [
    'Johari Bazaar',
    'Bapu Bazaar',
    'MI Road',
    'C-Scheme',
    'Malviya Nagar',
    'Vaishali Nagar',
    'Sitapura',
    'Mansarovar',
    'Jagatpura',
    'Raja Park',
    'Tonk Road',
    'Amer Road',
    'Ajmer Road',
    'Amer',
    'Walled City',
    'Pink City',
    'Hawa Mahal',
    'Jaipur Literature Festival',
    'Teej',
    'Gangaur',
    'Chomu',
  ]),
  ajmer: rajasthan('Ajmer', 26.4499, 74.6399, [
    'Pushkar Road',
    'Pushkar Fair',
    'Pushkar',
    'Naya Bazar',
    'Kishangarh',
    'Dargah Sharif',
    'Ajmer Sharif',
    'Dargah',
    'Ana Sagar',
    'Urs',
    'Kaiserganj',
    'Civil Lines',
    'Madar Gate',
    'Vaishali Nagar',
    'Jaipur Road',
    'Beawar',
    'Nasirabad',
  ]),
  udaipur: rajasthan('Udaipur', 24.5854, 73.7125),
  jodhpur: rajasthan('Jodhpur', 26.2389, 73.0243),
  kota: rajasthan('Kota', 25.2138, 75.8648),
  bikaner: rajasthan('Bikaner', 28.0229, 73.3119),
  alwar: rajasthan('Alwar', 27.553, 76.6346),
  bhilwara: rajasthan('Bhilwara', 25.3463, 74.6364),
  sikar: rajasthan('Sikar', 27.6094, 75.1399),
  bharatpur: rajasthan('Bharatpur', 27.2152, 77.4895),
  chittorgarh: rajasthan('Chittorgarh', 24.8829, 74.623),
  jaisalmer: rajasthan('Jaisalmer', 26.9157, 70.9083),
  'mount-abu': rajasthan('Mount Abu', 24.5926, 72.7156),
  'sri-ganganagar': rajasthan('Sri Ganganagar', 29.9094, 73.88),
};

/** Folder name of a city: `Mount Abu` → `mount-abu`. */
export const citySlug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
