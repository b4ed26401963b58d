import { MESSAGES } from 'shared-contracts';

/** The account screen (spec §2 'Account screen', §8). */
export const profile = {
  title: 'My profile',
  username: 'Username',
  loggedInVia: 'Logged in via',
  methods: {
    password: 'password',
    google: 'google',
    facebook: 'facebook',
  },
  password: {
    heading: 'Password',
    change: 'Change password',
    cancel: 'Cancel',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat password',
    confirm: 'Confirm',
    changed: MESSAGES.passwordChanged,
    notPasswordUser: 'Your password is managed by your sign-in provider.',
  },
  deleteAccount: {
    heading: 'Danger zone',
    button: 'Delete Account',
    confirmTitle: 'Are you sure you want to delete your account?',
    confirmText: 'By now this operation in permanent',
    cancel: 'Cancel',
    confirm: 'Delete account',
    signInAgain: 'Sign in again',
  },
  unexpectedError: 'Something went wrong. Please check your connection and try again.',
};
