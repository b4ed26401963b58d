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
    timedOutText:
      'The editor did not answer in time. The rest of the site keeps working. Check your connection and try again, or come back later.',
    retry: 'Try again',
    release: 'Editor release {{version}}',
    skewTitle: 'This editor needs a newer version of the site',
    skewText: 'The {{editor}} editor was built for newer shared parts than this site provides:',
    skewItem: '{{package}}: needs {{required}}, the site provides {{provided}}',
    skewAdvice:
      'The site needs an update. Reload the page later, or tell us at {{email}}. The rest of the site keeps working.',
    // A release built for an earlier site (its shared parts changed since): the editor is behind.
    olderTitle: 'This editor was built for an earlier version of the site',
    olderText: 'The {{editor}} editor was built for earlier shared parts than this site provides:',
    olderAdvice:
      'The editor needs an update. Reload the page later, or tell us at {{email}}. The rest of the site keeps working.',
    newVersion: 'A new version of this editor is available',
    newVersionText: 'Reload the page to use it.',
    newVersionFailedText:
      'This page still runs the previous version, which could not continue. Reload the page to use the new one.',
    reload: 'Reload',
    // A remote taken out of the registry: its items stay listed, none opens.
    unavailable: 'This editor is not available right now',
    unavailableText:
      'Your work in it is kept. The rest of the site keeps working: come back later to open it.',
  },
  dialogs: {
    close: 'Close',
    cancel: 'Cancel',
  },
  loading: 'Loading…',
};
