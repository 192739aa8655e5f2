/** The report list's own words; the spec's are in @stride/reports' reportMessages, the report's in its reportScreenMessages. */
export const reportScreenMessages = {
  chooseOrganization: 'Choose an organization to see its reports.',
  listFailed: 'The organizations could not be loaded. Please try again later.',
} as const;
