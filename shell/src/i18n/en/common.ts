/** Site chrome: header, footer, cookie banner, errors, remotes. */
export const common = {
  brand: 'UX Stuff',
  skipToContent: 'Skip to main content',
  header: {
    home: 'Home',
    language: 'Language',
    projects: 'Projects',
    signUp: 'Sign Up',
    myProfile: 'My profile',
    exit: 'Exit',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userMenu: 'Account menu',
  },
  footer: {
    copyright: '© 2024 UX Stuff. All rights reserved.',
    iconsCredit: 'Icons by Lucide',
    imagesCredit: 'Illustrations from unDraw',
    personaPhotosCredit: 'Persona photos: Open Peeps by Pablo Stanley (CC0 1.0), via DiceBear',
    support: 'Support: support@uxstuff.example',
    supportEmail: 'support@uxstuff.example',
  },
  cookies: {
    message: 'We use cookies to ensure you get the best experience on our website.',
    accept: 'Accept',
  },
  errors: {
    notFound: 'Not Found',
    notFoundText: 'The page you are looking for does not exist.',
    goHome: 'Go to the home page',
    somethingWentWrong: 'Something went wrong',
    somethingWentWrongText: 'The page failed to display. Reloading usually helps.',
    reload: 'Reload the page',
    routeError: 'This page could not be shown',
    routeErrorText: 'An error happened while opening this page.',
  },
  remotes: {
    loading: 'Loading the editor…',
    failedTitle: 'This editor could not be loaded',
    failedText:
      'The rest of the site keeps working. Check your connection and try again, or come back later.',
    retry: 'Try again',
  },
  dialogs: {
    close: 'Close',
    cancel: 'Cancel',
  },
  loading: 'Loading…',
};
