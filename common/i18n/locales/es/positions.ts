import type { Sections } from "../tr";

export default {
  positions: {
    title: "Puestos vacantes",
    intro:
      "Los puestos para los que buscamos personas ahora mismo. Si el suyo no aparece, envíenos una candidatura espontánea.",
    none: "Ahora mismo no hay puestos vacantes; siempre leemos las candidaturas espontáneas.",
    department: "Departamento",
    location: "Ubicación",
    type: "Tipo de contrato",
    apply: "Solicitar este puesto",
    back: "Todos los puestos vacantes",
    posted: "Publicado el",
    validThrough: "Solicitar antes del",
    pageTitle: "{{title}} – Empleo",
    notFound: "Este puesto no está vacante",
    notFoundText:
      "Puede que el puesto se haya cubierto o que nunca haya existido. Consulte los puestos vacantes o envíe una candidatura espontánea.",
    employmentTypes: {
      FULL_TIME: "Jornada completa",
      PART_TIME: "Media jornada",
      CONTRACTOR: "Autónomo",
      TEMPORARY: "Temporal",
      INTERN: "Prácticas",
    },
    form: {
      choose: "Elegir un puesto",
      openApplication: "Candidatura espontánea",
    },
  },
} satisfies Sections["positions"];
