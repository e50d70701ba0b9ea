import { frEcommerce } from './fr.ecommerce.ts';
import { frCalendar } from './fr.calendar.ts';
import { frInvoices } from './fr.invoices.ts';
import { frEmail } from './fr.email.ts';
import { frChat } from './fr.chat.ts';
import { frKanban } from './fr.kanban.ts';
import { frLegalCases } from './fr.legal-cases.ts';
import type { Catalogue } from './translate.ts';

/** French: the API's own texts, zod's plain messages (zod-messages.ts), accounts, users, roles; areas in their files. */
export const frCommon: Catalogue = {
  // The error handler and spec §8
  'Invalid email or password': 'E-mail ou mot de passe incorrect',
  'Something went wrong': 'Une erreur s’est produite',
  'Too many sign-in attempts. Try again later.': 'Trop de tentatives de connexion. Réessayez plus tard.',
  'This email is already registered': 'Cet e-mail est déjà enregistré',
  'This username is already taken': 'Ce nom d’utilisateur est déjà pris',
  'This reset link is invalid or has expired': 'Ce lien de réinitialisation est invalide ou a expiré',
  'You need to sign in': 'Vous devez vous connecter',
  'You are not allowed to do this': 'Vous n’êtes pas autorisé à effectuer cette action',
  'Not found': 'Introuvable',
  'Page not found': 'Page introuvable',
  'Internal Server Error': 'Erreur interne du serveur',
  'Remove the invisible or broken character from this text': 'Retirez le caractère invisible ou abîmé de ce texte',
  'This request came from another site and was refused': 'Cette requête venait d’un autre site et a été refusée',
  'A value is out of range or not in the expected form': 'Une valeur est hors limites ou n’a pas la forme attendue',
  'The request body is not valid JSON': 'Le corps de la requête n’est pas du JSON valide',
  'The request body is empty': 'Le corps de la requête est vide',
  'The request is too large': 'La requête est trop volumineuse',
  'This type of content is not accepted here': 'Ce type de contenu n’est pas accepté ici',
  'The request body does not match its declared length':
    'Le corps de la requête ne correspond pas à la longueur annoncée',
  'Notification not found': 'Notification introuvable',

  // zod's issues in plain words
  'This field is required': 'Ce champ est obligatoire',
  'Use at least {min} characters': 'Utilisez au moins {min} caractères',
  'Use at most {max} characters': 'Utilisez au plus {max} caractères',
  'Use exactly {length} characters': 'Utilisez exactement {length} caractères',
  'Add at least one item': 'Ajoutez au moins un élément',
  'Add at least {min} items': 'Ajoutez au moins {min} éléments',
  'Use at most {max} items': 'Utilisez au plus {max} éléments',
  'Enter a number from {min} to {max}': 'Saisissez un nombre de {min} à {max}',
  'Enter a number of at least {min}': 'Saisissez un nombre d’au moins {min}',
  'Enter a number of at most {max}': 'Saisissez un nombre d’au plus {max}',
  'Enter a number greater than {min}': 'Saisissez un nombre supérieur à {min}',
  'Enter a number less than {max}': 'Saisissez un nombre inférieur à {max}',
  'Enter a multiple of {divisor}': 'Saisissez un multiple de {divisor}',
  'Enter a whole number': 'Saisissez un nombre entier',
  'Enter a number': 'Saisissez un nombre',
  'Enter text': 'Saisissez du texte',
  'Choose yes or no': 'Choisissez oui ou non',
  'Enter a list': 'Saisissez une liste',
  'Enter a valid email address': 'Saisissez une adresse e-mail valide',
  'Enter a real date (YYYY-MM-DD)': 'Saisissez une date qui existe (AAAA-MM-JJ)',
  'Enter a real date and time with its offset (YYYY-MM-DDTHH:MM+03:00)':
    'Saisissez une date et une heure qui existent, avec leur décalage horaire (AAAA-MM-JJTHH:MM+03:00)',
  'Enter a time (HH:MM)': 'Saisissez une heure (HH:MM)',
  'Enter a date': 'Saisissez une date',
  'Enter a date (YYYY-MM-DD)': 'Saisissez une date (AAAA-MM-JJ)',
  'Enter a date and time': 'Saisissez une date et une heure',
  'Enter a valid link': 'Saisissez un lien valide',
  'Choose one of: {values}': 'Choisissez l’une de ces valeurs : {values}',
  'Use one of: {values}': 'Utilisez l’une de ces valeurs : {values}',
  'This field is not accepted: {key}': 'Ce champ n’est pas accepté : {key}',
  'These fields are not accepted: {keys}': 'Ces champs ne sont pas acceptés : {keys}',
  'This value is not in the expected form': 'Cette valeur n’a pas la forme attendue',
  'This value is not accepted': 'Cette valeur n’est pas acceptée',
  'Reload the page and try again': 'Rechargez la page et réessayez',

  // Sign-in, registration, password reset
  'Enter your email': 'Saisissez votre e-mail',
  'Enter your password': 'Saisissez votre mot de passe',
  'Use letters, digits, dots, dashes or underscores':
    'Utilisez des lettres, des chiffres, des points, des tirets ou des traits de soulignement',
  'The reset link is incomplete': 'Le lien de réinitialisation est incomplet',
  'If an account exists for this e-mail, we have sent a link to reset its password.':
    'Si un compte existe pour cet e-mail, nous avons envoyé un lien pour réinitialiser son mot de passe.',
  'Your password has been changed. Sign in with your new password.':
    'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  'This role does not exist': 'Ce rôle n’existe pas',
  'Two-step verification is not available': 'La validation en deux étapes n’est pas disponible',
  'This office does not accept new accounts here: ask an administrator to invite you':
    'Ce cabinet n’accepte pas de nouveaux comptes ici : demandez à un administrateur de vous inviter',
  'Someone else changed the office settings meanwhile: reload and try again':
    'Quelqu’un a modifié les paramètres du cabinet entre-temps : rechargez et réessayez',

  // Account
  'Someone changed this record meanwhile. Reload and try again.':
    'Quelqu’un a modifié cet enregistrement entre-temps. Rechargez et réessayez.',
  'The current password is not correct': 'Le mot de passe actuel n’est pas correct',
  'The password is not correct': 'Le mot de passe n’est pas correct',
  'Choose a password different from the current one': 'Choisissez un mot de passe différent de l’actuel',
  'This code is not valid': 'Ce code n’est pas valide',
  'Two-step verification is already on': 'La validation en deux étapes est déjà activée',
  'Give each kind of notification once': 'Indiquez chaque type de notification une seule fois',
  'Two-step verification is off': 'La validation en deux étapes est désactivée',
  'This setup has expired. Start it again.': 'Cette configuration a expiré. Recommencez-la.',
  'This sign-in has expired. Sign in again.': 'Cette connexion a expiré. Reconnectez-vous.',
  'Too many wrong codes. Sign in again later.': 'Trop de codes erronés. Reconnectez-vous plus tard.',
  'Confirm that you want to deactivate your account': 'Confirmez que vous voulez désactiver votre compte',
  'Enter your password or a code': 'Saisissez votre mot de passe ou un code',
  'Use a PNG, JPEG, GIF or WebP image': 'Utilisez une image PNG, JPEG, GIF ou WebP',
  'The image must be at most 800 KB': 'L’image doit faire au plus 800 Ko',
  'Choose an image to upload': 'Choisissez une image à envoyer',
  'Session not found': 'Session introuvable',
  'Connection not found': 'Relation introuvable',
  'Your password has been changed. Other sessions were signed out.':
    'Votre mot de passe a été modifié. Les autres sessions ont été déconnectées.',
  'Enter your name': 'Saisissez votre nom',
  'Enter your current password': 'Saisissez votre mot de passe actuel',
  'Enter the code': 'Saisissez le code',
  'Enter a phone number, like +966 55 123 4567': 'Saisissez un numéro de téléphone, par exemple +966 55 123 4567',
  'Choose a language': 'Choisissez une langue',
  'Choose a theme': 'Choisissez un thème',
  'Choose a time zone': 'Choisissez un fuseau horaire',
  'Choose a currency': 'Choisissez une devise',
  'Choose a plan': 'Choisissez une formule',
  'Choose a status': 'Choisissez un statut',
  'Choose a billing method': 'Choisissez un mode de facturation',

  // Users, roles, permissions
  'User not found': 'Utilisateur introuvable',
  'Someone else changed this user meanwhile: reload and try again':
    'Quelqu’un a modifié cet utilisateur entre-temps : rechargez et réessayez',
  'At least one active user must keep the right to manage everything':
    'Au moins un utilisateur actif doit garder le droit de tout gérer',
  'You cannot delete your own account here': 'Vous ne pouvez pas supprimer votre propre compte ici',
  'This user is still responsible for legal cases: hand them to someone else, or suspend the user instead':
    'Cet utilisateur est encore responsable d’affaires : confiez-les à quelqu’un d’autre, ou suspendez plutôt l’utilisateur',
  'This user is suspended: make them active before sending a reset link':
    'Cet utilisateur est suspendu : réactivez-le avant d’envoyer un lien de réinitialisation',
  'You cannot change this user: they have rights you do not have yourself':
    'Vous ne pouvez pas modifier cet utilisateur : il a des droits que vous n’avez pas',
  'You cannot give a role that has rights you do not have yourself':
    'Vous ne pouvez pas attribuer un rôle qui a des droits que vous n’avez pas',
  'Only this user and administrators of users can see this':
    'Seuls cet utilisateur et les administrateurs des utilisateurs peuvent voir ceci',
  'Use lower-case letters, digits and hyphens': 'Utilisez des lettres minuscules, des chiffres et des tirets',
  'Enter the full name': 'Saisissez le nom complet',
  'Enter the email': 'Saisissez l’e-mail',
  'Choose a role': 'Choisissez un rôle',
  'Role not found': 'Rôle introuvable',
  'A role with this name already exists': 'Un rôle porte déjà ce nom',
  'The admin and client roles keep their names': 'Les rôles admin et client gardent leur nom',
  'The admin and client roles cannot be deleted': 'Les rôles admin et client ne peuvent pas être supprimés',
  'Users still hold this role: move them to another role first':
    'Des utilisateurs ont encore ce rôle : attribuez-leur d’abord un autre rôle',
  'Someone else changed this role meanwhile: reload it and try again':
    'Quelqu’un a modifié ce rôle entre-temps : rechargez-le et réessayez',
  'You cannot grant a right you do not have yourself': 'Vous ne pouvez pas accorder un droit que vous n’avez pas',
  'You cannot change this role: it has rights you do not have yourself':
    'Vous ne pouvez pas modifier ce rôle : il donne des droits que vous n’avez pas',
  'You cannot change this permission: a role holding it has rights you do not have yourself':
    'Vous ne pouvez pas modifier cette permission : un rôle qui la détient a des droits que vous n’avez pas',
  'One of these users does not exist': 'L’un de ces utilisateurs n’existe pas',
  'Enter a role name': 'Saisissez un nom de rôle',
  'Permission not found': 'Permission introuvable',
  'A permission with this name already exists': 'Une permission porte déjà ce nom',
  'Choose at least one right': 'Choisissez au moins un droit',
  'Unknown role': 'Rôle inconnu',
  'Someone else changed this permission meanwhile: reload it and try again':
    'Quelqu’un a modifié cette permission entre-temps : rechargez-la et réessayez',
  'Enter a permission name': 'Saisissez un nom de permission',
  // The live socket (contracts live.ts)
  'Open this address as a WebSocket': 'Ouvrez cette adresse en WebSocket',
  'This message could not be read': 'Ce message n’a pas pu être lu',
  'Your session has ended': 'Votre session est terminée',
};

export const fr: Catalogue = {
  ...frCommon,
  ...frLegalCases,
  ...frEcommerce,
  ...frInvoices,
  ...frKanban,
  ...frEmail,
  ...frChat,
  ...frCalendar,
};
