import type { Catalogue } from './translate.ts';

/** French: the e-commerce area (contracts `ecommerce/*`, the server's ecommerce module). */
export const frEcommerce: Catalogue = {
  // Products and images
  'Product not found': 'Produit introuvable',
  'Another product already has this SKU': 'Un autre produit a déjà cette référence',
  'Choose when the product goes on sale': 'Choisissez quand le produit sera mis en vente',
  'The discounted price must be lower than the base price': 'Le prix remisé doit être inférieur au prix de base',
  'The category does not exist': 'La catégorie n’existe pas',
  'An image does not exist; upload it again': 'Une image n’existe pas ; envoyez-la de nouveau',
  'This product was changed by someone else; reload it':
    'Ce produit a été modifié par quelqu’un d’autre ; rechargez-le',
  'Enter the product name': 'Saisissez le nom du produit',
  'Enter the SKU': 'Saisissez la référence',
  'Use only letters, digits and - . _ in the SKU, such as SHOE-42':
    'N’utilisez que des lettres, des chiffres et - . _ dans la référence, par exemple SHOE-42',
  'Enter the barcode with digits and letters only, such as 5901234123457':
    'Saisissez le code-barres avec des chiffres et des lettres uniquement, par exemple 5901234123457',
  'Choose the restock date': 'Choisissez la date de réassort',
  'Choose a category': 'Choisissez une catégorie',
  'Enter a whole quantity': 'Saisissez une quantité entière',
  'Enter {min} or more': 'Saisissez {min} ou plus',
  'Enter the option (Size, Colour…)': 'Saisissez l’option (taille, couleur…)',
  'Enter the value': 'Saisissez la valeur',
  'Use at most {max} images': 'Utilisez au plus {max} images',
  'Use at most {max} tags': 'Utilisez au plus {max} étiquettes',
  'Use at most {max} variants': 'Utilisez au plus {max} variantes',
  'Use at most {max} characters a tag': 'Utilisez au plus {max} caractères par étiquette',
  'Choose at least one product': 'Choisissez au moins un produit',
  'Enter a price, such as 49.90': 'Saisissez un prix, par exemple 49.90',
  'The image is larger than 2 MB': 'L’image dépasse 2 Mo',
  'Use a PNG, JPEG, WebP or GIF image': 'Utilisez une image PNG, JPEG, WebP ou GIF',
  'Image not found': 'Image introuvable',

  // Categories
  'Category not found': 'Catégorie introuvable',
  'A category with this name already exists': 'Une catégorie porte déjà ce nom',
  'Another category already has this web address': 'Une autre catégorie a déjà cette adresse web',
  'A category cannot be its own parent or sit under one of its subcategories':
    'Une catégorie ne peut pas être sa propre parente ni se placer sous l’une de ses sous-catégories',
  'The parent category does not exist': 'La catégorie parente n’existe pas',
  'This category has {count} product; choose a category to move them to':
    'Cette catégorie contient {count} produit ; choisissez une catégorie vers laquelle le déplacer',
  'This category has {count} products; choose a category to move them to':
    'Cette catégorie contient {count} produits ; choisissez une catégorie vers laquelle les déplacer',
  'Move the products to another category': 'Déplacez les produits vers une autre catégorie',
  'The category to move the products to does not exist': 'La catégorie de destination des produits n’existe pas',
  'This category was changed by someone else; reload it':
    'Cette catégorie a été modifiée par quelqu’un d’autre ; rechargez-la',
  'Enter the category name': 'Saisissez le nom de la catégorie',
  'Use lower-case letters and digits, with hyphens between words, such as home-decor':
    'Utilisez des lettres minuscules et des chiffres, avec des tirets entre les mots, par exemple deco-maison',

  // Orders, customers, reviews
  'Order not found': 'Commande introuvable',
  'An order only moves forward: choose a later status':
    'Une commande ne fait qu’avancer : choisissez un statut ultérieur',
  'Choose a new status or payment status': 'Choisissez un nouveau statut ou un nouveau statut de paiement',
  'The order already has this payment status': 'La commande a déjà ce statut de paiement',
  'This order was changed by someone else; reload it':
    'Cette commande a été modifiée par quelqu’un d’autre ; rechargez-la',
  'The customer does not exist': 'Le client n’existe pas',
  'A product does not exist': 'Un produit n’existe pas',
  '{name} is out of stock': '{name} est en rupture de stock',
  '{reference} is the id of one order and the number of another: say which with ?by=id or ?by=number':
    '{reference} est l’identifiant d’une commande et le numéro d’une autre : précisez avec ?by=id ou ?by=number',
  '{name} is not on sale': '{name} n’est pas en vente',
  'Choose a customer': 'Choisissez un client',
  'Add at least one product': 'Ajoutez au moins un produit',
  'Enter the last four digits': 'Saisissez les quatre derniers chiffres',
  'Customer not found': 'Client introuvable',
  'Another customer already has this email': 'Un autre client utilise déjà cet e-mail',
  'This customer was changed by someone else; reload it':
    'Ce client a été modifié par quelqu’un d’autre ; rechargez-le',
  'Enter the name': 'Saisissez le nom',
  'Choose a country': 'Choisissez un pays',
  'Review not found': 'Avis introuvable',
  'No flag for this country code': 'Aucun drapeau pour ce code pays',

  // Store settings
  'The settings were changed by someone else; reload them':
    'Les paramètres ont été modifiés par quelqu’un d’autre ; rechargez-les',
  'Mark exactly one location as the default': 'Marquez exactement un emplacement comme principal',
  'Enter the store name': 'Saisissez le nom de la boutique',
  'Enter the store email': 'Saisissez l’e-mail de la boutique',
  'Enter a percentage from 0 to 100': 'Saisissez un pourcentage entre 0 et 100',
  'Enter the zone name': 'Saisissez le nom de la zone',
  'Choose at least one country': 'Choisissez au moins un pays',
  'Add at least one rate': 'Ajoutez au moins un tarif',
  'Enter the rate name': 'Saisissez le nom du tarif',
  'Enter the location name': 'Saisissez le nom de l’emplacement',
  'Enter the address': 'Saisissez l’adresse',
  'Enter the city': 'Saisissez la ville',
  'Keep at least one location': 'Gardez au moins un emplacement',
};
