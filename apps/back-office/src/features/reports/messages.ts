/** The report list's own words; the spec's are in @stride/api-sdk's reportMessages, the report's in @stride/app-shell's reportScreenMessages. */
export const reportScreenMessages = {
  chooseOrganization: 'Choose an organization to see its reports.',
  listFailed: 'The organizations could not be loaded. Please try again later.',
} as const;
