/**
 * Customer and group-membership rules with their messages, word for word from the spec
 * (docs/back-office-customers.md): the screens and the server both use this module.
 */
export const customerMessages = {
  fillDetails: 'Please fill the details',
  fillAllValues: 'Please fill all the values',
  invalidEmail: 'Please Enter Valid Email.',
  csvNotCsv: 'Please input a csv file',
  csvNoFile: 'Enter a valid file',
  csvMissingHeader: (header: string) => `Required header "${header}" is missing.`,
  csvMissingEmail: 'Email is missing in a row.',
  csvParseError: 'Error parsing CSV file.',
  /** Ours: the most rows one import takes (one request, one transaction). */
  csvTooManyRows: `A file can have at most ${(10_000).toLocaleString('en-US')} rows.`,
  selectGroup: 'Select a group from drop down.',
  selectRow: 'Select At Least One Row.',
  sameGroup: "Can't send invites for the same group.",
  organizationAdded: 'Organization added successfully',
  organizationUpdated: 'Organization updated successfully',
  organizationNotRemovable: 'Removing organization is currently not available!',
  teamAdded: 'Team added successfully',
  teamUpdated: 'Team updated successfully',
  teamNotRemovable: 'Deleting team is currently not available!',
  membersAdded: 'Members added successfully',
  userAdded: 'User added successfully',
  usersAdded: 'Users added successfully',
  invitationsSent: 'Invitations sent successfully',
  usersMoved: 'Successfully Moved Users',
  usersRemoved: 'Successfully removed users',
  adminCreated: 'Admin has been created. Check email for confirmation email',
  /**
   * Ours, in the words the spec's screens use: someone of another organisation cannot be added to this one, be
   * named admin of one of its groups or invited to one (docs/security.md, finding 1).
   */
  inAnotherOrganization: (email: string) => `${email} is a member of another organization.`,
  /** The same, as a refused row of a CSV import gives its reason. */
  anotherOrganizationRow: 'A member of another organization.',
} as const;

/** The columns a member CSV must have (docs/back-office-customers.md). */
export const CSV_MEMBER_HEADERS = ['first_name', 'last_name', 'email'] as const;

/** The most rows one CSV import takes; the contract's maxItems of user/csv-add and group/csv-add says the same. */
export const CSV_MAX_ROWS = 10_000;

export type CsvMemberRow = Partial<Record<(typeof CSV_MEMBER_HEADERS)[number], string>>;

/**
 * The first rule a parsed member CSV breaks, or null: every required header present (a header the file
 * lacks is a key no row has), then an email in every row.
 */
export function csvMembersProblem(rows: readonly CsvMemberRow[]): string | null {
  const missing = CSV_MEMBER_HEADERS.find((header) => rows.some((row) => row[header] === undefined));
  if (missing) return customerMessages.csvMissingHeader(missing);
  if (rows.some((row) => !row.email?.trim())) return customerMessages.csvMissingEmail;
  if (rows.length > CSV_MAX_ROWS) return customerMessages.csvTooManyRows;
  return null;
}

/** The countries an organisation can be in (the contract's Country), with their labels: the back office and org admin both offer them. */
export const countryOptions = [
  { value: 'india', label: 'India' },
  { value: 'usa', label: 'USA' },
  { value: 'uk', label: 'UK' },
  { value: 'canada', label: 'Canada' },
  { value: 'australia', label: 'Australia' },
  { value: 'singapore', label: 'Singapore' },
  { value: 'germany', label: 'Germany' },
  { value: 'hong_kong', label: 'Hong Kong' },
] as const;

export const countryLabel = (country: string | null) => countryOptions.find((option) => option.value === country)?.label ?? '—';
