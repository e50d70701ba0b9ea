import type { Catalogue } from './translate.ts';

/** French: the legal-cases area (contracts `legal-cases/*`, the server's legal-cases module). */
export const frLegalCases: Catalogue = {
  // Cases
  'Case not found': 'Affaire introuvable',
  'The title must be 3 to 200 characters': 'L’intitulé compte de 3 à 200 caractères',
  'The opening date cannot be in the future': 'La date d’ouverture ne peut pas être dans le futur',
  'Enter a valid date (YYYY-MM-DD)': 'Saisissez une date valide (AAAA-MM-JJ)',
  'Enter an amount, such as 1250.50': 'Saisissez un montant, par exemple 1250.50',
  'The case year must be from 1900 to 2100 (Gregorian) or from 1300 to 1500 (Hijri)':
    'L’année de l’affaire va de 1900 à 2100 (grégorienne) ou de 1300 à 1500 (hégirienne)',
  'Add at least one client': 'Ajoutez au moins un client',
  'Give the reason for waiving the conflict of interest': 'Indiquez pourquoi le conflit d’intérêts est levé',
  'The responsible lawyer does not exist or is not active': 'L’avocat responsable n’existe pas ou n’est pas actif',
  'A user on the team does not exist': 'Un utilisateur de l’équipe n’existe pas',
  'Contact not found': 'Contact introuvable',
  'Court not found': 'Tribunal introuvable',
  'Power of attorney not found': 'Procuration introuvable',
  'Another case already has this file number': 'Une autre affaire a déjà ce numéro de dossier',
  'Only administrators can change the file number': 'Seuls les administrateurs peuvent modifier le numéro de dossier',
  'The case cannot move to this status': 'L’affaire ne peut pas passer à ce statut',
  'The case needs a clear or waived conflict-of-interest check before it becomes active':
    'L’affaire doit avoir une vérification des conflits d’intérêts sans conflit ou levée avant d’être activée',
  'Give the reason': 'Indiquez le motif',
  'Give the reason for closing': 'Indiquez le motif de clôture',
  'Enter the closing date': 'Saisissez la date de clôture',
  'The closing date cannot be before the opening date': 'La date de clôture ne peut précéder la date d’ouverture',
  'Choose the outcome of the final judgment': 'Choisissez l’issue du jugement définitif',
  'Only administrators can take a case out of the archive':
    'Seuls les administrateurs peuvent sortir une affaire des archives',
  'The case is archived: take it out of the archive before changing it':
    'L’affaire est archivée : sortez-la des archives avant de la modifier',
  'The case was changed by another user': 'Un autre utilisateur a modifié l’affaire',

  // Contacts, parties, conflict check
  'The contact was changed by another user': 'Un autre utilisateur a modifié le contact',
  'A contact linked to a case cannot be deleted: remove it from the cases’ parties first':
    'Un contact lié à une affaire ne peut pas être supprimé : retirez-le d’abord des parties des affaires',
  'A contact who is the principal of a power of attorney cannot be deleted':
    'Un contact mandant d’une procuration ne peut pas être supprimé',
  'This party is not in this case': 'Cette partie ne figure pas dans cette affaire',
  'The last client of a case cannot be removed: a case keeps at least one client':
    'Le dernier client d’une affaire ne peut pas être retiré : une affaire garde au moins un client',
  'This contact is already a party to this case': 'Ce contact est déjà partie à cette affaire',
  'Write the name in Arabic': 'Écrivez le nom en arabe',
  'The name is longer than 200 characters': 'Le nom dépasse 200 caractères',
  'Write the reason for the waiver': 'Écrivez le motif de la levée',
  'The note is longer than 1000 characters': 'La note dépasse 1000 caractères',
  'Write the person’s four-part name (at least four parts)':
    'Écrivez le nom complet de la personne (au moins quatre parties)',
  'The national ID number is not correct': 'Le numéro d’identité nationale n’est pas correct',
  'The iqama number is not correct': 'Le numéro d’iqama n’est pas correct',
  'The commercial registration number is not correct': 'Le numéro du registre du commerce n’est pas correct',
  'The mobile number is not correct': 'Le numéro de mobile n’est pas correct',

  // Stages and hearings
  'Stage not found': 'Étape introuvable',
  'Record this stage’s judgment before moving the case to the next stage':
    'Enregistrez le jugement de cette étape avant de passer l’affaire à l’étape suivante',
  'Only the current (last) stage can be promoted': 'Seule l’étape en cours (la dernière) peut être promue',
  'The judgment date cannot be in the future': 'La date du jugement ne peut pas être dans le futur',
  'The judgment is final and cannot be appealed (it can go to cassation or enforcement)':
    'Le jugement est définitif et ne peut pas faire l’objet d’un appel (il peut aller en cassation ou en exécution)',
  'A Hijri year must be from {min} to {max}': 'Une année hégirienne va de {min} à {max}',
  'A Gregorian year must be from {min} to {max}': 'Une année grégorienne va de {min} à {max}',
  'Use the form YYYY-MM-DD': 'Utilisez la forme AAAA-MM-JJ',
  'Not a real date': 'Cette date n’existe pas',
  'Hearing not found': 'Audience introuvable',
  'Add a stage to the case before scheduling a hearing':
    'Ajoutez une étape à l’affaire avant de programmer une audience',
  'This stage does not belong to this case': 'Cette étape n’appartient pas à cette affaire',
  'This hearing’s outcome is recorded or it was cancelled: it can no longer be changed':
    'Le résultat de cette audience est enregistré ou elle a été annulée : elle ne peut plus être modifiée',
  'A postponed hearing needs the date of the next hearing, after this one':
    'Une audience renvoyée exige la date de la prochaine audience, après celle-ci',
  'The next hearing must be after this one': 'La prochaine audience doit avoir lieu après celle-ci',
  'Lawyer not found': 'Avocat introuvable',
  'Use an ISO date and time with its offset': 'Utilisez une date et une heure ISO avec leur décalage horaire',
  'The end date must not be before the start date': 'La date de fin ne doit pas précéder la date de début',
  'The agenda covers at most {days} days': 'L’agenda couvre au plus {days} jours',

  // Powers of attorney, tasks, documents, notes, fees
  'The expiry date must be on or after the issue date':
    'La date d’expiration doit être égale ou postérieure à la date de délivrance',
  'The principal does not exist': 'Le mandant n’existe pas',
  'One of the lawyers does not exist': 'L’un des avocats n’existe pas',
  'The power of attorney was changed by another user': 'Un autre utilisateur a modifié la procuration',
  'This date is not correct (YYYY-MM-DD)': 'Cette date n’est pas correcte (AAAA-MM-JJ)',
  'Write the power of attorney number': 'Écrivez le numéro de la procuration',
  'The reminder must be at or before the due time': 'Le rappel doit être à l’échéance ou avant',
  'Choose an active user': 'Choisissez un utilisateur actif',
  'Task not found': 'Tâche introuvable',
  'The task was changed by another user': 'Un autre utilisateur a modifié la tâche',
  'Enter the task': 'Saisissez la tâche',
  'Choose a file to upload': 'Choisissez un fichier à envoyer',
  'The file is empty': 'Le fichier est vide',
  '“{fileName}” is larger than 10 MB': '« {fileName} » dépasse 10 Mo',
  '“{fileName}” is not an accepted type (PDF, image, Word, Excel or text) or its content does not match its name':
    '« {fileName} » n’est pas d’un type accepté (PDF, image, Word, Excel ou texte) ou son contenu ne correspond pas à son nom',
  'Choose the document category': 'Choisissez la catégorie du document',
  'Document not found': 'Document introuvable',
  'Write the note': 'Écrivez la note',
  'A note is at most 5000 characters': 'Une note compte au plus 5000 caractères',
  'Note not found': 'Note introuvable',
  'Enter an amount above zero, such as 1250.50': 'Saisissez un montant supérieur à zéro, par exemple 1250.50',
  'Fee entry not found': 'Écriture d’honoraires introuvable',
};
