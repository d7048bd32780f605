import { marketFrCA } from './market/fr-CA';
import { releasesFrCA } from './releases/fr-CA';
import { billingFrCA, usageFrCA } from './usage/fr-CA';
import type { hostEnUS } from './en-US';

export const hostFrCA: typeof hostEnUS = {
  menu: {
    setting: 'Paramètres',
    usage: 'Utilisation',
    billing: 'Facturation',
    market: 'Marché',
    releases: 'Versions déployées',
  },
  frame: {
    product: 'Console d’intégration',
    home: 'Tableau de bord',
    toggleMenu: 'Replier ou déplier le menu latéral',
    sideMenu: 'Menu latéral',
    topMenu: 'Menu supérieur',
    language: 'Langue',
    languageOf: 'Langue : {{language}}',
    userMenuOf: 'Menu utilisateur : {{username}}',
    account: 'Compte',
    versions: 'Versions en service',
  },
  login: {
    welcome:
      'Veuillez vous connecter pour démarrer la solution d’intégration de la chaîne d’approvisionnement',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    usernameRequired: 'Le nom d’utilisateur est obligatoire',
    passwordRequired: 'Veuillez saisir le mot de passe',
    submit: 'Se connecter',
    noRole: 'Impossible d’initialiser l’application, l’utilisateur n’a peut-être aucun rôle !',
    backToSignIn: 'Retour à la connexion',
    reveal: 'Afficher la saisie',
    conceal: 'Masquer la saisie',
  },
  account: {
    title: 'Compte',
    setting: 'Paramètres',
    signOut: 'Se déconnecter',
    logout: 'Déconnexion',
    terms: 'Conditions d’utilisation',
    termsText:
      'Cette console est exploitée par votre organisation. Utilisez-la seulement pour les partenaires, flux et messages que vous êtes autorisé à gérer; chaque modification est enregistrée avec votre nom d’utilisateur.',
    privacy: 'Politique de confidentialité',
    privacyText:
      'Votre nom d’utilisateur, courriel, nom affiché et téléphone sont conservés dans la base de données de la plateforme de votre organisation. Votre langue et votre fuseau horaire sont conservés dans ce navigateur. Rien n’est transmis à des tiers.',
    delete: 'Supprimer le compte',
    deleteTitle: 'Supprimer votre compte ?',
    deleteWarning:
      'Le compte {{username}} est supprimé immédiatement et vous êtes déconnecté. Cette action est irréversible. Saisissez le nom d’utilisateur pour confirmer.',
    deleteTypeName: 'Nom d’utilisateur à confirmer',
    deleted: 'Compte supprimé',
  },
  settings: {
    title: 'Paramètres',
    preferences: 'Préférences',
    profile: 'Profil',
    password: 'Mot de passe',
    language: 'Langue',
    timezone: 'Fuseau horaire',
    timePreview: 'Heure actuelle dans ce fuseau : {{time}}',
    saved: 'Paramètres enregistrés',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    displayName: 'Nom affiché',
    phone: 'Téléphone',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
    oldPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    passwordTooShort: 'Le mot de passe doit compter au moins {{min}} caractères',
    passwordMismatch: 'Les deux mots de passe ne correspondent pas',
    changePassword: 'Changer le mot de passe',
  },
  remote: {
    unavailableTitle: '{{area}} est indisponible',
    unavailableText:
      'La zone {{area}} n’a pas pu être chargée. Le reste de la console fonctionne toujours; réessayez dans un instant.',
    menuUnavailable: 'Cette zone n’a pas pu être chargée',
    chunkFailedTitle: 'Cette page n’a pas pu être chargée',
    chunkFailedText: 'Une partie de la page n’est pas arrivée. Vérifiez la connexion et réessayez.',
    pageFailedTitle: 'Cette page s’est arrêtée sur une erreur',
    skipped: '{{version}} requiert @console/shared {{contract}}; cet hôte a {{host}}',
    noVersionFits: 'aucune version compatible',
    noFittingText:
      'Aucune version déployée de {{area}} ne fonctionne avec cette console : {{reason}}.',
  },
  page: {
    notFoundTitle: 'Page introuvable',
    notFound: 'Désolé, la page demandée n’existe pas.',
    forbidden: 'Désolé, votre rôle ne permet pas d’ouvrir cette page.',
  },
  market: marketFrCA,
  usage: usageFrCA,
  billing: billingFrCA,
  releases: releasesFrCA,
};
