/** Countries with trade fairs: what other modules and the pages read. */
export { type CountryDto, countryExists, getPublicCountry, listPublicCountries } from "./service";
export { countryRoutes } from "./routes";
