"""Report texts in the document's language: catalogues as data, numbers through Babel.

``render(key, params, lang)`` turns a finding's structured message into a sentence;
``Localiser`` gives templates every label, count and quantity in one language.
"""

from reports.i18n.catalog import LANGUAGES, catalogue
from reports.i18n.localiser import (
    Localiser,
    MessageError,
    batch_language,
    document_localiser,
    localise_report,
    render,
    report_language,
)

__all__ = [
    "LANGUAGES",
    "Localiser",
    "MessageError",
    "batch_language",
    "catalogue",
    "document_localiser",
    "localise_report",
    "render",
    "report_language",
]
