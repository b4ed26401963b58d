/**
 * The messages that take values, as templates with the catalogues' `{{placeholders}}` (a
 * count picks `_one`/`_other`): the clients' catalogues translate them by code with these
 * values, and MESSAGES below fills them in for the server's English `message`.
 */
export const MESSAGE_TEMPLATES = {
  tooManyRequests_one: 'Too many attempts. Please try again in {{count}} second.',
  tooManyRequests_other: 'Too many attempts. Please try again in {{count}} seconds.',
  editConflict: 'This {{what}} was changed in another tab or window after you opened it.',
  tooLong: '{{field}} must be at most {{max}} characters',
  notText: '{{field}} must be text',
  invalidKey: 'Invalid {{what}} key',
  notFound: '{{what}} not found',
  crossSiteRejected:
    'For your security, this site accepts sign-ins only from its own pages. Open {{site}} and try again.',
} as const;

/** Fills a template's `{{placeholders}}` with their values. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const T = MESSAGE_TEMPLATES;

/**
 * User-facing messages. Where the product spec gives a string it is copied here exactly
 * (spelling, capitals and trailing spaces included); the rest are ours, written to be read
 * by a person. Server and clients import these, so a message is written once.
 */
export const MESSAGES = {
  // Authentication (spec §5, §8)
  signUpEmailPattern: 'wrong email pattern',
  restoreEmailPattern: 'Wrong email pattern',
  passwordPolicy:
    'password should contain at least one upper case letter, one lower case letter and number or special character',
  /** The account screen shows the same rule with a trailing space (spec §5). */
  passwordPolicyAccount:
    'password should contain at least one upper case letter, one lower case letter and number or special character ',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsNotSame: 'Passwords are not the same.',
  fieldsEmpty: 'One or more fields are empty.',
  emailTooLong: 'Email must be at most 254 characters.',
  userExists: 'User with this email already exists',
  wrongCredentials: 'Wrong email or password',
  accessTokenMissing: 'Access token was not present in local storage',
  jwtExpired: 'jwt expired',
  invalidToken: 'Invalid access token',
  authorizationMissing: 'Authorization header is missing',
  accountGone: 'This account no longer exists',
  refreshTokenMissing: 'Refresh token is missing',
  refreshTokenInvalid: 'Refresh token is invalid or expired',
  /** A cookie endpoint called from another site's page; `site` is the configured origin. */
  crossSiteRejected: (site: string) => fillTemplate(T.crossSiteRejected, { site }),
  signedUp: 'Account created',
  signedOut: 'Signed out',
  passwordChanged: 'Password Changed Successfully!',
  passwordChangeNotAllowed: 'Only accounts with a password can change it',
  // Proof of the owner for a password change or deletion (issue H6): the current
  // password, or a recent sign-in where the account has no password (Google sign-in).
  currentPasswordRequired: 'Enter your current password to continue.',
  currentPasswordWrong: 'The current password is not correct.',
  recentSignInRequired: 'Sign in again to delete your account.',
  accountDeleted: 'Account deleted',
  resetRequested: 'If an account with this email exists, a password reset link has been sent.',
  restoreSuccess: 'Password has been successfully restored',
  restoreFailure: 'Error has happened during password restoration',
  /** A reset link whose token was spent, has expired or is not (or no longer) known. */
  resetLinkExpired:
    'This password reset link has already been used or has expired. Request a new one to set your password.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  // Google sign-in (architecture §7): each failure says what happened and what to do.
  googleCodeMissing: 'The Google sign-in code is missing. Please start Google sign-in again.',
  googleStateMissing: 'The Google sign-in state is missing. Please start Google sign-in again.',
  googleStateMismatch:
    'This Google sign-in does not match the one started in this browser. Please try again.',
  googleSignInExpired: 'This Google sign-in has expired. Please start it again.',
  googleCodeRejected:
    'Google did not accept this sign-in: its code was already used or has expired. Please try again.',
  googleUnavailable: 'Google sign-in is unavailable right now. Please try again later.',
  googleSignInFailed: 'Google sign-in could not be completed. Please try again.',
  googleCancelled: 'Google sign-in was cancelled.',
  googleEmailMissing: 'Your Google account did not share an email address, so it cannot sign in.',
  googleEmailNotVerified:
    'The email address of your Google account is not verified, so it cannot sign in here.',
  googleOtherAccountLinked:
    'An account with this email is already linked to a different Google account.',
  tooManyRequests: (seconds: number) =>
    fillTemplate(seconds === 1 ? T.tooManyRequests_one : T.tooManyRequests_other, {
      count: seconds,
    }),

  // Projects (spec §5, §8, §9)
  projectNameTooShort: 'Name must be at least 3 characters.',
  projectNameTooLong: 'Name must be less than 100 characters.',
  projectDescriptionTooLong: 'Description must be less than 500 characters.',
  descriptionNotText: 'Description must be text',
  cannotSaveProject: 'Cannot save project',
  projectSaveError: 'Error has occurred while saving project',
  projectSaved: 'Project Saved Successfully',
  projectLoadError: 'Error occurred while retrieving project data',
  maxProjects: 'Maximum projects amount exceeded',
  deleteProjectConfirm: 'Are you sure you want to delete project?',

  // Editors (spec §5, §8, §9)
  featureNameEmpty: 'Name should not be empty',
  featureNameTooLong: 'Name should be less than 100 characters',
  maxFeatures: 'Maximum feature amount exceeded',
  nameNotText: 'Name must be text',
  saveError: 'Error has happened during saving',
  saveSuccess: 'Saved Successfully',
  // The spec does not show what editor load, create, delete and export failures say.
  loadError: 'Error occurred while retrieving data',
  itemNotFound: 'This item does not exist or has been deleted.',
  createError: 'The item could not be created. Please try again.',
  deleteError: 'Error has happened during deleting',
  exportError: 'Error has happened during export',
  deleteConfirm: 'Are you sure you want to delete?',
  /**
   * A save made from a copy that is no longer the latest (another tab, window or device
   * saved in between). The spec shows no such case; the editor offers reload or overwrite.
   */
  editConflict: (what: string) => fillTemplate(T.editConflict, { what }),
  invalidVersion: 'version must be a whole number of at least 1',
  tooLong: (field: string, max: number) => fillTemplate(T.tooLong, { field, max }),
  notText: (field: string) => fillTemplate(T.notText, { field }),
  maxCriteria: 'Maximum 30 criteria allowed',
  maxCompetitors: 'Maximum 30 competitors allowed',
  criteriaMismatch: 'All competitors must share the same criteria, in the same order',
  duplicateId: 'Ids must be unique',
  booleanValue: "A 'Yes or No' value must be 'true' or 'false'",
  personaNotInProject: 'The chosen persona is not in this project',
  maxSkills: 'Maximum 20 skills allowed',
  maxMotivations: 'Maximum 20 motivations allowed',
  ageRange: 'Age must be a whole number between 0 and 150',
  sliderRange: 'Value must be a whole number between 0 and 100',
  // Sitemaps (issue G5a): the tree's limits, in words that name what the editor calls them.
  maxSitemapPages: 'A sitemap can have at most 500 pages',
  maxSitemapDepth: 'A sitemap can be at most 12 levels deep',
  sitemapPageTitleTooLong: 'Page names must be at most 100 characters',
  sitemapPageNoteTooLong: 'Notes must be at most 300 characters',
  sitemapPagePathTooLong: 'Paths must be at most 200 characters',
  sitemapPageType: "A page's type must be 'page', 'section', 'external' or 'modal'",
  /** The empathy map's persona picker: a new persona needs a photo (spec §2). */
  personaPhotoRequired: 'Choose a photo for the persona',

  // Share links (issue H5). One answer for a link that never existed, was revoked or whose
  // item or project is gone, so a stranger learns nothing from trying tokens.
  shareLinkGone: 'This link no longer works',
  maxShareLinks:
    'A project can have at most 50 share links. Revoke one you no longer need to create another.',

  // Images (spec §5, §8; architecture §8)
  onlyImages: 'Only images are allowed!',
  uploadTooLarge: 'Maximum upload size is 10MB!',
  imageTooManyPixels: 'Image dimensions are too large',
  imageMissing: 'No image was attached',

  // Requests
  requestTooLarge: 'The request is too large',
  invalidRequest: 'Invalid request',
  bodyNotObject: 'The request body must be a JSON object',
  oneImageOnly: 'Only one image can be uploaded at a time',
  tooManyFormFields: 'Too many form fields: send PK, SK and image',
  /** A service behind the API (database, Redis) is away for a moment. */
  serviceUnavailable: 'This is briefly unavailable. Please try again in a moment.',
  nulCharacter: 'Text must not contain NUL (\\u0000) characters',
  brokenCharacter: 'Text must not contain a broken character (half of an emoji or another symbol)',

  // Keys and lookups
  invalidKey: (what: string) => fillTemplate(T.invalidKey, { what }),
  notFound: (what: string) => fillTemplate(T.notFound, { what }),
  keyMismatch: 'The item does not belong to this project',

  // Generic
  somethingWentWrong: 'Something went wrong',
  notFoundPage: 'Not Found',
  emptyList: 'Items were not found',
  emptyListAlt: 'Items list is empty',
  noData: 'No data.',
} as const;

/** A message's name in MESSAGES: what the API's error bodies and the validators return. */
export type MessageCode = keyof typeof MESSAGES;
