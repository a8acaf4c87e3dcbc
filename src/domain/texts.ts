// The texts the domain writes with, always passed in by its caller: the app passes its catalogue in the
// language in use (`appTexts`, src/i18n/messages.ts), the server the member's (`textsFor(language)`,
// src/i18n/fixed-texts.ts). Declared here by what the domain reads, so the domain holds no catalogue and never
// asks which language is spoken; the catalogues are checked against these types wherever they are passed, so
// a text renamed or dropped there fails to compile.

/** A text with values filled in: `pricePerMonth({ amount: 700 })`. */
type Filled<Values> = (values: Values) => string;
type Count = { readonly count: number };

/** A toast's title and, when it has one, its description. */
export type ToastText = { readonly title: string; readonly description?: string };

export type DomainTexts = {
  readonly listingsText: {
    readonly loading: string;
    readonly viewListings: string;
    readonly showListings: Filled<Count>;
    readonly priceOnRequest: string;
    readonly pricePerMonth: Filled<{ readonly amount: number }>;
    readonly listingNumber: Filled<{ readonly id: number }>;
  };
  readonly factText: {
    readonly somewhereIn: Filled<{ readonly place: string }>;
    readonly room: Filled<{ readonly size: string }>;
    readonly house: Filled<{ readonly size: string }>;
    readonly typeSize: Filled<{ readonly type: string; readonly size: string }>;
    readonly squareMetres: Filled<{ readonly size: number }>;
    readonly noRoommates: string;
    readonly roommates: Filled<Count>;
    readonly from: Filled<{ readonly from: string }>;
    readonly fromTo: Filled<{ readonly from: string; readonly until: string }>;
    readonly nowTo: Filled<{ readonly until: string }>;
    readonly availableNow: string;
    readonly bills: {
      readonly included: string;
      readonly includedAmount: Filled<{ readonly bills: number }>;
      readonly excluded: string;
      readonly split: Filled<{ readonly base: number; readonly bills: number }>;
      readonly splitAdvance: Filled<{ readonly base: number; readonly bills: number }>;
      readonly partly: string;
      readonly partlySplit: Filled<{ readonly base: number; readonly bills: number }>;
    };
    readonly deposit: Filled<{ readonly amount: number }>;
    readonly noDeposit: string;
    readonly registration: string;
    readonly noRegistration: string;
    readonly furnishing: { readonly furnished: string; readonly upholstered: string; readonly bare: string };
    readonly postedAgo: {
      readonly justNow: string;
      readonly minutes: Filled<Count>;
      readonly hours: Filled<Count>;
      readonly days: Filled<Count>;
    };
    readonly titleTypes: {
      readonly room: string;
      readonly studio: string;
      readonly apartment: string;
      readonly house: string;
      readonly unknown: string;
    };
    readonly titles: {
      readonly withSizeIn: Filled<{ readonly type: string; readonly size: number; readonly place: string }>;
      readonly withSizeForRent: Filled<{ readonly type: string; readonly size: number }>;
      readonly in: Filled<{ readonly type: string; readonly place: string }>;
      readonly forRent: Filled<{ readonly type: string }>;
    };
  };
  readonly validationText: {
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly emailTooLong: string;
    readonly passwordRequired: string;
    readonly passwordTooShort: string;
    readonly passwordTooLong: string;
    readonly firstNameRequired: ToastText;
    readonly firstNameTooLong: ToastText;
    readonly passwordsDontMatch: ToastText;
    readonly onboardingFillAllFields: string;
    readonly accountPasswordsDontMatch: ToastText;
    readonly accountPasswordTooShort: ToastText;
    readonly contactFillAllFields: string;
    readonly feedbackEmpty: string;
    readonly feedbackLoginRequired: string;
  };
  readonly authErrorTitles: { readonly invalidEmail: string; readonly invalidPassword: string };
  readonly areaToolText: {
    readonly tooFew: string;
    readonly tooMany: string;
    readonly outside: string;
    readonly crosses: string;
  };
  readonly areaText: {
    readonly chipIn: Filled<{ readonly names: string }>;
    readonly chipWithin: Filled<{ readonly km: number; readonly place: string }>;
    readonly chipWithinPoint: Filled<{ readonly km: number }>;
    readonly chipDrawn: Filled<Count>;
  };
  readonly optionText: {
    readonly allCities: string;
    readonly euros: Filled<{ readonly amount: number }>;
    /** Read by a stored value as its key (labelFor): 'room' → 'Room'. */
    readonly housingTypes: object;
    /** Read by a stored value as its key (labelFor): 'dutch' → 'Dutch'. */
    readonly languages: object;
    readonly channels: { readonly email: string; readonly push: string; readonly both: string };
  };
  readonly sharePreviewText: { readonly siteTitle: string; readonly siteDescription: string };
  readonly alertPushText: {
    readonly newRoom: string;
    readonly newRooms: Filled<Count>;
    readonly summaryBody: string;
    readonly matchesSearches: Filled<{ readonly names: string }>;
  };
};
