import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations named by the spec (personal-social-orgadmin §3, back-office §3, learner-core §9).
export const countryEnum = pgEnum('country', ['india', 'usa', 'uk', 'canada', 'australia', 'singapore', 'germany', 'hong_kong']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);
