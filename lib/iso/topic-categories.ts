/** ISO 19115 MD_TopicCategoryCode: the closed list of 19 topic categories. */
export const TOPIC_CATEGORIES = [
  "farming",
  "biota",
  "boundaries",
  "climatologyMeteorologyAtmosphere",
  "economy",
  "elevation",
  "environment",
  "geoscientificInformation",
  "health",
  "imageryBaseMapsEarthCover",
  "intelligenceMilitary",
  "inlandWaters",
  "location",
  "oceans",
  "planningCadastre",
  "society",
  "structure",
  "transportation",
  "utilitiesCommunication",
] as const;

export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];
