// The refusals of a sent file, apart from the S3 code: a repository that names one (an order
// inserted from an upload key already used) must not pull the files client into every bundle.
export const FILE_REQUIRED = 'Veuillez sélectionner un fichier';
export const UPLOAD_NOT_FOUND = 'Fichier envoyé introuvable';
export const FILE_EMPTY = 'Le fichier est vide';
export const UPLOAD_MISMATCH = 'Le fichier reçu ne correspond pas au fichier annoncé. Envoyez-le de nouveau.';
