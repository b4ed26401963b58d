/**
 * The viewer's words, in the editor's wording (src/i18n). A small object of its own rather
 * than the editor's catalogue: a share page loads no i18n library and no editing words.
 * Viewer.test.tsx checks that the shared wording still matches the catalogue.
 */
const en = {
  photoAlt: (name: string) => `Photo of ${name}`,
  photoAltUnnamed: 'Photo of the persona',
  demographics: 'Demographics',
  age: 'Age',
  ageSuffix: 'y.o.',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female', other: 'Other' },
  occupation: 'Occupation',
  income: 'Income',
  location: 'Location',
  personality: 'Personality',
  sliders: {
    personality_introvert_extrovert: { start: 'Introvert', end: 'Extrovert' },
    personality_thinking_feeling: { start: 'Thinking', end: 'Feeling' },
    personality_sensing_intuition: { start: 'Sensing', end: 'Intuition' },
    personality_judging_perceiving: { start: 'Judging', end: 'Perceiving' },
  },
  biography: 'Biography',
  goalsFrustrations: 'Goals and frustrations',
  goals: 'Goals',
  frustrations: 'Frustrations',
  skills: 'Skills',
  motivations: 'Motivations',
};

export type PersonaWords = typeof en;

const ua: PersonaWords = {
  photoAlt: (name) => `Фото: ${name}`,
  photoAltUnnamed: 'Фото персони',
  demographics: 'Демографія',
  age: 'Вік',
  ageSuffix: 'р.',
  gender: 'Стать',
  genders: { male: 'Чоловіча', female: 'Жіноча', other: 'Інша' },
  occupation: 'Рід занять',
  income: 'Дохід',
  location: 'Місце проживання',
  personality: 'Особистість',
  sliders: {
    personality_introvert_extrovert: { start: 'Інтроверт', end: 'Екстраверт' },
    personality_thinking_feeling: { start: 'Мислення', end: 'Почуття' },
    personality_sensing_intuition: { start: 'Відчуття', end: 'Інтуїція' },
    personality_judging_perceiving: { start: 'Судження', end: 'Сприйняття' },
  },
  biography: 'Біографія',
  goalsFrustrations: 'Цілі та розчарування',
  goals: 'Цілі',
  frustrations: 'Розчарування',
  skills: 'Навички',
  motivations: 'Мотивація',
};

export const PERSONA_WORDS: Record<string, PersonaWords> = { en, ua };

/** The words of `language`, else English (ViewerProps: a viewer falls back to English). */
export const wordsIn = (language: string): PersonaWords =>
  Object.hasOwn(PERSONA_WORDS, language) ? PERSONA_WORDS[language]! : en;
