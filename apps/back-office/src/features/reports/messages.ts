/** The report screens' own words; the spec's are in @stride/api-sdk's reportMessages. */
export const reportScreenMessages = {
  chooseOrganization: 'Choose an organization to see its reports.',
  listFailed: 'The organizations could not be loaded. Please try again later.',
  reportFailed: 'An error occured. Please try again later.',
  noReport: 'No report was chosen. Open one from the report list.',
  unknownLink: 'This report link is not one the report list makes. Open the report from the list again.',
} as const;
