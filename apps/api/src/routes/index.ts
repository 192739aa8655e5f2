import { adminHandlers } from './admin/handlers';
import { assessmentHandlers } from './assessment/handlers';
import { challengeHandlers } from './challenge/handlers';
import { curriculumHandlers } from './curriculum/handlers';
import { customerHandlers } from './customers/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { goalHandlers } from './goal/handlers';
import { groupHandlers } from './group/handlers';
import { journalHandlers } from './journal/handlers';
import { learnHandlers } from './learn/handlers';
import { orgAdminHandlers } from './org-admin/handlers';
import { profileHandlers } from './profile/handlers';
import { programHandlers } from './program/handlers';
import { reportHandlers } from './reports/handlers';
import { searchHandlers } from './search/handlers';
import { supportHandlers } from './support/handlers';
import type { Handlers } from './types';
import { systemHandlers } from './system/handlers';
import { userHandlers } from './user/handlers';

/** Every built operation by operationId; the rest of the contract answers 501 until built. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...userHandlers,
  ...adminHandlers,
  ...programHandlers,
  ...goalHandlers,
  ...assessmentHandlers,
  ...dashboardHandlers,
  ...groupHandlers,
  ...learnHandlers,
  ...journalHandlers,
  ...challengeHandlers,
  ...profileHandlers,
  ...supportHandlers,
  ...searchHandlers,
  ...curriculumHandlers,
  ...customerHandlers,
  ...reportHandlers,
  ...orgAdminHandlers,
};
