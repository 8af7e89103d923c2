/**
 * The paths of published labs (`publishedlabs`, `plab`), their terms (`plabsubs`), purchases, lab
 * rooms and payments.
 */
import { encode, type PathValue, withQuery } from './paths';

export const publishedLabsApi = {
  create: '/whatiscooking/publishedlabs/create/',
  lab: (uuid: PathValue) => `/whatiscooking/publishedlabs/${encode(uuid)}`,
  list: '/whatiscooking/publishedlabs/list/',
  search: (text: PathValue) => `/whatiscooking/publishedlabs/list/search/${encode(text)}`,
  ofArtist: ({ username, page_size }: { username: PathValue; page_size?: number }) =>
    withQuery('/whatiscooking/publishedlabs/list/personal/', { username, page_size }),
  videos: (uuid: PathValue, pageSize?: number) =>
    withQuery('/whatiscooking/videos-of-a-publishedlab/', { lab_id: uuid, page_size: pageSize }),
  /** A published lab's terms (price, period): POST sets them. */
  subscriptions: '/whatiscooking/plabsubs/',
  subscription: (uuid: PathValue) => `/whatiscooking/plabsubs/${encode(uuid)}`,
};

export const purchasedLabsApi = {
  list: '/whatiscooking/purchasedlabs/list/',
  search: (text: PathValue) => `/whatiscooking/purchasedlabs/list/search/${encode(text)}`,
  videos: (uuid: PathValue) => withQuery('/whatiscooking/videos-of-a-purchasedlab/', { lab_id: uuid }),
};

export const labRoomApi = {
  /** POST sends a message. */
  chat: '/whatiscooking/labroom-chat/',
  chatOf: (lab: PathValue) => withQuery('/whatiscooking/labroom-chat/list/', { plab_uuid: lab }),
  membersOf: (lab: PathValue) => withQuery('/whatiscooking/labroom-members/', { plab_uuid: lab }),
};

export const paymentsApi = {
  accountStatus: '/payments/account-status/',
  validateCountry: '/payments/validate-country/',
  createConnectAccount: '/payments/create-connect-account/',
  createAccountLink: '/payments/create-account-link/',
  createDashboardLink: '/payments/create-dashboard-link/',
  checkout: '/payments/checkout/',
  checkoutStatus: (sessionId: PathValue) =>
    withQuery('/payments/checkout-status/', { session_id: sessionId }),
  earnings: '/payments/earnings/',
  /** The artist's net earnings by month, the last 12 (the chart beside the sales). */
  earningsMonths: '/payments/earnings/months/',
};
