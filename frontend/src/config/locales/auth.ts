// The sign-in screens' words apart from the rest of the app's: the login page is the first page and
// loads these without i18next (issue 24: its first JavaScript stays under 100 KB). es.ts and en.ts
// hold them under `auth` for every other screen.
export const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

export const authEs = {
  layoutTagline: 'Flores a domicilio en Miami',
  /** The language picker's name (common.language elsewhere). */
  language: 'Idioma',
  login: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    remember: 'Recordarme',
    submit: 'Entrar',
    submitting: 'Entrando…',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    failed: 'Login failed',
    invalid: 'Invalid email or password',
  },
  register: {
    title: 'Crear cuenta',
    name: 'Nombre completo',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta…',
    hasAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
    failed: 'Registration failed',
  },
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  required: 'Este campo es obligatorio',
  emailInvalid: 'Introduce un correo electrónico válido',
  loggedOut: 'Logged out successfully',
};

export const authEn: typeof authEs = {
  layoutTagline: 'Flower delivery in Miami',
  language: 'Language',
  login: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'No account yet?',
    register: 'Sign up',
    failed: 'Login failed',
    invalid: 'Invalid email or password',
  },
  register: {
    title: 'Create account',
    name: 'Full name',
    submit: 'Create account',
    submitting: 'Creating account…',
    hasAccount: 'Already have an account?',
    login: 'Sign in',
    failed: 'Registration failed',
  },
  passwordTooShort: 'The password must be at least 8 characters long',
  required: 'This field is required',
  emailInvalid: 'Enter a valid email address',
  loggedOut: 'Logged out successfully',
};

export const AUTH_TEXT = { es: authEs, en: authEn } as const;
