import type { CatalogFor } from '../../catalog';
import type { map as english } from '../en/map';
import type { mapLater as englishLater } from '../en/map-later';

/** Hmong (Hmoob) words of the map section (context: TRANSLATING.md). */
export const map: CatalogFor<typeof english & typeof englishLater> = {
  'map.kind.camera.label': 'Koob yees duab kev tsheb',
  'map.kind.weather.label': 'Chaw ntsuas huab cua',
  'map.kind.news.label': 'Zaj xov xwm',
  'map.kind.camera.layer': 'Koob yees duab',
  'map.kind.weather.layer': 'Huab cua',
  'map.kind.news.layer': 'Xov xwm',
  'map.kind.camera.count': { other: '{count} lub koob yees duab kev tsheb' },
  'map.kind.weather.count': { other: '{count} lub chaw ntsuas huab cua' },
  'map.kind.news.count': { other: '{count} zaj xov xwm' },

  'map.marker.name': '{kind}: {title}',
  'map.marker.inMyCameras': 'Nyob hauv Kuv Cov Koob Yees Duab',
  'map.marker.temperature': '{value}°',

  'map.cluster.points': { other: '{count} lub cim: {kinds}' },
  'map.cluster.kindsJoin': '{first}, {next}',
  'map.cluster.near': '{points} nyob ze {place}',
  'map.cluster.nearDowntown': '{points} nyob ze plawv nroog {city}',
  'map.clusterList.title': { other: '{count} lub cim ntawm qhov chaw no' },
  'map.clusterList.panelName': 'daim ntawv teev cov cim ntawm qhov chaw no',

  'map.place.downtown': 'Plawv nroog {city}',
  'map.visitor.marker': 'Qhov chaw koj nyob',
  'map.pin.label': 'Qhov chaw koj xaiv: {place}',
  'map.radar.unavailable': 'Thauj tsis tau radar',

  'map.controls.style': 'Hom ntawv qhia chaw',
  'map.style.overview': 'Saib dav',
  'map.style.detailed': 'Ntxaws',
  'map.style.street': 'Txoj kev',
  'map.controls.layers': 'Cov txheej',
  'map.controls.radar': 'Radar',
  'map.controls.viewAs': 'Saib li',
  'map.controls.map': 'Daim qhia chaw',
  'map.controls.list': 'Ntawv teev',
  'map.controls.zoom': 'Loj me',
  'map.controls.zoomOut': 'Saib deb dua',
  'map.controls.zoomIn': 'Saib ze dua',
  'map.zoom.percent': '{percent}%',
  'map.controls.resetToCity': 'Rov qab saib {city}',
  'map.controls.resetToMetro': 'Rov qab saib Twin Cities',

  'map.region': 'Daim ntawv qhia chaw Twin Cities',
  'map.list.loading': 'Tab tom thauj daim ntawv teev…',
  'map.street.badge': 'Hom GPS qhib lawm',
  'map.noLayers.map':
    'Tag nrho cov txheej zais lawm. Qhib Koob Yees Duab, Huab Cua lossis Xov Xwm kom pom cov cim.',
  'map.noLayers.list':
    'Tag nrho cov txheej zais lawm. Qhib Koob Yees Duab, Huab Cua lossis Xov Xwm kom teev tau lawv.',
  'map.feed.loadingAll': 'Tab tom thauj cov koob yees duab kev tsheb thiab xov xwm…',
  'map.feed.loadingNews': 'Tab tom thauj xov xwm…',
  'map.list.empty': 'Tsis muaj dab tsi los teev.',
  'map.list.noTemperature': 'tsis muaj qhov kub txias tam sim no',

  'map.legend.region': 'Lus piav cov cim hauv daim ntawv qhia chaw',
  'map.legend.activeCamera': 'Koob yees duab ua haujlwm',
  'map.legend.station': 'Chaw ntsuas NWS qhia qhov kub txias',
  'map.legend.newsImpact': 'Qib cuam tshuam xov xwm',
  'map.legend.impactHigh': 'Ntau (liab)',
  'map.legend.impactMedium': 'Nruab nrab (txiv kab ntxwv)',
  'map.legend.impactOther': 'Lwm yam (xiav)',
  'map.legend.you': 'Koj',
  'map.legend.yourLocation': 'Qhov chaw koj nyob',
  'map.legend.alerts': 'Ceeb toom huab cua',
  'map.legend.alertArea': 'Kos kab txaij: County uas muaj ceeb toom huab cua ({counties})',

  'map.live.title': 'Ntaub ntawv ncaj qha hauv Twin Cities',
  'map.live.cameras': 'Koob yees duab kev tsheb hauv daim ntawv qhia chaw',
  'map.live.stations': 'Chaw ntsuas huab cua',
  'map.live.news': 'Xov xwm hauv daim ntawv qhia chaw',
  'map.live.hidden': '(zais lawm hauv daim ntawv qhia chaw)',
  'map.live.cameraStatus': '{active} ua haujlwm · {inactive} tsis ua haujlwm',
  'map.live.loadingReadings': 'Tab tom thauj cov qhov ntsuas…',
  'map.live.noReadings': 'Tsis muaj qhov ntsuas tam sim no',
  'map.live.average': 'Qhov nruab nrab {temperature}',
  'map.live.highImpact': { other: '{count} zaj cuam tshuam ntau' },
  'map.live.summary': 'Muaj {counts} hauv daim ntawv qhia chaw.',

  'map.placeSearch.title': 'Nrhiav ib qho chaw',
  'map.placeSearch.label':
    'Nrhiav ib lub nroog, chaw ntsuas huab cua lossis koob yees duab kev tsheb',
  'map.placeSearch.placeholder': 'piv txwv: Edina, I-35W, Airport',
  'map.placeSearch.results': 'Cov chaw uas nrhiav tau',
  'map.placeSearch.noMatch': 'Nrhiav tsis tau qhov chaw twg rau “{query}”.',
  'map.placeSearch.largest': 'Cov nroog loj tshaj',
  'map.placeSearch.noCities':
    'Thauj tsis tau daim ntawv teev cov nroog; koj tseem nrhiav tau koob yees duab thiab chaw ntsuas.',
  'map.placeSearch.showing': 'Tam sim no qhia {place} hauv daim ntawv qhia chaw.',
  'map.showOnMap': 'Qhia {place} hauv daim ntawv qhia chaw',
  'map.placeSearch.city': 'Lub nroog',
  'map.placeSearch.station': 'Chaw ntsuas huab cua · {county} County',
  'map.placeSearch.camera': 'Koob yees duab kev tsheb',

  'map.nearYou.title': 'Nyob ze koj',
  'map.nearYou.finding': 'Tab tom nrhiav qhov chaw koj nyob…',
  'map.nearYou.prompt':
    'Saib cov koob yees duab, huab cua thiab xov xwm uas nyob ze koj tshaj, lossis xaiv ib lub nroog sab saum toj ntawm nplooj ntawv.',
  'map.nearYou.useLocation': 'Siv qhov chaw kuv nyob',
  'map.nearYou.denied':
    'Tso cai rau koj lub browser paub qhov chaw koj nyob, lossis xaiv ib lub nroog sab saum toj ntawm nplooj ntawv, kom pom cov koob yees duab, huab cua thiab xov xwm uas nyob ze koj tshaj.',
  'map.nearYou.closestToCity':
    'Cov nyob ze {city} tshaj (lub nroog uas xaiv sab saum toj ntawm nplooj ntawv).',
  'map.nearYou.closestToYou': 'Cov nyob ze qhov chaw koj nyob tshaj.',
  'map.nearYou.outside': 'Koj nyob sab nraud ntawm thaj chaw uas daim ntawv qhia chaw no qhia.',
  'map.nearYou.station': 'Chaw ntsuas huab cua ze tshaj',
  'map.nearYou.noReading': 'Tsis muaj qhov ntsuas tam sim no',
  'map.nearYou.cameras': 'Koob yees duab ze tshaj',
  'map.nearYou.loadingCameras': 'Tab tom thauj cov koob yees duab…',
  'map.nearYou.noCameras': 'Tsis muaj koob yees duab los qhia.',
  'map.nearYou.news': 'Xov xwm nyob hauv {radius} mi ({count})',
  'map.nearYou.noNews': 'Tsis muaj xov xwm nyob ze uas paub qhov chaw.',
  'map.nearYou.yourLocation': 'Qhov chaw koj nyob',
  'map.nearYou.showMine': 'Qhia qhov chaw kuv nyob hauv daim ntawv qhia chaw',
  'map.distance.miles': '{value} mi',
  'map.cameraLink.notInFeed':
    'Lub koob yees duab ntawd tsis muaj nyob hauv cov ntaub ntawv tam sim no',
  'map.details.panelName': 'Cov ntsiab lus',
};
