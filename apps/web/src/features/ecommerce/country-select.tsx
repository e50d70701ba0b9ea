import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** ISO 3166-1 alpha-2 codes, for the country pickers (names come from Intl.DisplayNames). */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE ' +
  'GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG ' +
  'VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Select options of every country, named in the reader's language and sorted by name. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language]);
}

/** A searchable country picker whose value is the country's code ("FR"), named in the reader's language. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const countries = useCountryOptions();
  return <Select searchable {...props} data={countries} />;
}
