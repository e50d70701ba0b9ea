import type { Catalogue } from './translate.ts';

/** French: the invoices area (contracts `invoices/*`, the server's invoices module). */
export const frInvoices: Catalogue = {
  'No invoice found with this id': 'Aucune facture ne porte ce numéro',
  'This invoice was changed by someone else; reload it':
    'Cette facture a été modifiée par quelqu’un d’autre ; rechargez-la',
  'This invoice is finalized and can no longer be edited; issue a credit note to cancel it':
    'Cette facture est finalisée et ne peut plus être modifiée ; émettez un avoir pour l’annuler',
  'This invoice is already finalized': 'Cette facture est déjà finalisée',
  'Finalize the invoice first': 'Finalisez d’abord la facture',
  'This invoice was cancelled by a credit note': 'Cette facture a été annulée par un avoir',
  'A finalized invoice keeps its number and cannot be deleted; issue a credit note to cancel it':
    'Une facture finalisée garde son numéro et ne peut pas être supprimée ; émettez un avoir pour l’annuler',
  'Add at least one line': 'Ajoutez au moins une ligne',
  'Enter the client’s name': 'Saisissez le nom du client',
  'The due date cannot be before the issue date': 'L’échéance ne peut pas précéder la date d’émission',
  'Enter an amount above 0, such as 250.00': 'Saisissez un montant supérieur à 0, par exemple 250.00',
  'Enter a quantity above 0, such as 1 or 2.5': 'Saisissez une quantité supérieure à 0, par exemple 1 ou 2.5',
  'Enter a real date as YYYY-MM-DD': 'Saisissez une date réelle au format AAAA-MM-JJ',
  'Describe the line': 'Décrivez la ligne',
  'The invoice total is too large': 'Le total de la facture est trop élevé',
  'Give the date range as {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}':
    'Donnez la période sous la forme {"start":"AAAA-MM-JJ","end":"AAAA-MM-JJ"}',
  'This client has no e-mail address; enter one': 'Ce client n’a pas d’adresse e-mail ; saisissez-en une',
  'It could not be sent; try again': 'Son envoi a échoué ; réessayez',
  'Choose between 1 and 100 invoices': 'Choisissez entre 1 et 100 factures',
  'Choose bank transfer, cash, card or mada': 'Choisissez virement, espèces, carte ou mada',
  'Enter the 15-digit VAT number, starting and ending with 3':
    'Saisissez le numéro de TVA à 15 chiffres, commençant et finissant par 3',
  'Enter the IBAN: 2 letters, 2 digits, then up to 30 letters or digits':
    'Saisissez l’IBAN : 2 lettres, 2 chiffres, puis jusqu’à 30 lettres ou chiffres',
  'Enter the SWIFT code: 8 or 11 letters and digits': 'Saisissez le code SWIFT : 8 ou 11 lettres et chiffres',
  'The invoice settings were changed by someone else; reload them':
    'Les réglages des factures ont été modifiés par quelqu’un d’autre ; rechargez-les',
  'A draft has no number: finalize it first': 'Un brouillon n’a pas de numéro : finalisez-le d’abord',
  'An invoice in {currency} needs its VAT total in SAR for ZATCA':
    'Une facture en {currency} doit indiquer son total de TVA en SAR pour la ZATCA',
  'An invoice needs at least one line': 'Une facture doit avoir au moins une ligne',
  'The {field} is empty; the ZATCA QR code needs it': 'Le champ {field} est vide ; le QR code ZATCA en a besoin',
  'The {field} must be a number such as 12.50 (got "{text}")':
    'Le champ {field} doit être un nombre comme 12.50 (reçu « {text} »)',
  'The {field} takes {bytes} bytes; a ZATCA QR code holds at most 255 bytes per field':
    'Le champ {field} occupe {bytes} octets ; un QR code ZATCA en contient au plus 255 par champ',
  'The currency must be a 3-letter code such as SAR': 'La devise doit être un code de 3 lettres comme SAR',
  'The invoice time is missing': 'L’heure de la facture manque',
  'The office\'s time zone "{zone}" is unknown': 'Le fuseau horaire du cabinet « {zone} » est inconnu',
  'Everything agreed on this case is already invoiced': 'Tout ce qui a été convenu sur ce dossier est déjà facturé',
  'This order is already invoiced (invoice {invoice})': 'Cette commande est déjà facturée (facture {invoice})',
  'This case has no client to invoice': 'Ce dossier n’a aucun client à facturer',
  'This order has no lines to invoice': 'Cette commande n’a aucune ligne à facturer',
  'No order found with this number': 'Aucune commande ne porte ce numéro',
};
