import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/** Every string the product spec (§5, §8, §9) gives, copied by hand so a typo fails. */
const SPEC_STRINGS = {
  signUpEmailPattern: 'wrong email pattern',
  restoreEmailPattern: 'Wrong email pattern',
  passwordPolicy:
    'password should contain at least one upper case letter, one lower case letter and number or special character',
  passwordPolicyAccount:
    'password should contain at least one upper case letter, one lower case letter and number or special character ',
  passwordsNotSame: 'Passwords are not the same.',
  fieldsEmpty: 'One or more fields are empty.',
  accessTokenMissing: 'Access token was not present in local storage',
  jwtExpired: 'jwt expired',
  passwordChanged: 'Password Changed Successfully!',
  restoreSuccess: 'Password has been successfully restored',
  restoreFailure: 'Error has happened during password restoration',
  projectNameTooShort: 'Name must be at least 3 characters.',
  projectNameTooLong: 'Name must be less than 100 characters.',
  projectDescriptionTooLong: 'Description must be less than 500 characters.',
  cannotSaveProject: 'Cannot save project',
  projectSaveError: 'Error has occurred while saving project',
  projectSaved: 'Project Saved Successfully',
  projectLoadError: 'Error occurred while retrieving project data',
  maxProjects: 'Maximum projects amount exceeded',
  featureNameEmpty: 'Name should not be empty',
  featureNameTooLong: 'Name should be less than 100 characters',
  maxFeatures: 'Maximum feature amount exceeded',
  saveError: 'Error has happened during saving',
  saveSuccess: 'Saved Successfully',
  onlyImages: 'Only images are allowed!',
  uploadTooLarge: 'Maximum upload size is 10MB!',
  somethingWentWrong: 'Something went wrong',
  notFoundPage: 'Not Found',
  emptyList: 'Items were not found',
  emptyListAlt: 'Items list is empty',
  noData: 'No data.',
} as const;

describe('MESSAGES', () => {
  it.each(Object.entries(SPEC_STRINGS))('%s is the spec text exactly', (name, text) => {
    expect(MESSAGES[name as keyof typeof SPEC_STRINGS]).toBe(text);
  });

  it('the account screen policy is the sign-up one plus a trailing space', () => {
    expect(MESSAGES.passwordPolicyAccount).toBe(`${MESSAGES.passwordPolicy} `);
  });

  it('count limits name the spec numbers', () => {
    expect(MESSAGES.maxCriteria).toBe('Maximum 30 criteria allowed');
    expect(MESSAGES.maxCompetitors).toBe('Maximum 30 competitors allowed');
    expect(MESSAGES.maxSkills).toBe('Maximum 20 skills allowed');
    expect(MESSAGES.maxMotivations).toBe('Maximum 20 motivations allowed');
  });

  it("the sitemap's limits name the numbers of SITEMAP_LIMITS", () => {
    const { maxPages, maxDepth, titleMaxLength, noteMaxLength, pathMaxLength } = SITEMAP_LIMITS;
    expect(MESSAGES.maxSitemapPages).toBe(`A sitemap can have at most ${maxPages} pages`);
    expect(MESSAGES.maxSitemapDepth).toBe(`A sitemap can be at most ${maxDepth} levels deep`);
    expect(MESSAGES.sitemapPageTitleTooLong).toBe(
      `Page names must be at most ${titleMaxLength} characters`,
    );
    expect(MESSAGES.sitemapPageNoteTooLong).toBe(
      `Notes must be at most ${noteMaxLength} characters`,
    );
    expect(MESSAGES.sitemapPagePathTooLong).toBe(
      `Paths must be at most ${pathMaxLength} characters`,
    );
  });

  it('tooManyRequests agrees in number', () => {
    expect(MESSAGES.tooManyRequests(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(MESSAGES.tooManyRequests(30)).toBe('Too many attempts. Please try again in 30 seconds.');
  });

  it('builds field and key messages', () => {
    expect(MESSAGES.tooLong('Biography', 1000)).toBe('Biography must be at most 1000 characters');
    expect(MESSAGES.invalidKey('project')).toBe('Invalid project key');
    expect(MESSAGES.notFound('Project')).toBe('Project not found');
  });
});
