def orderId = 'PO-5'
def body = """<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <getOrder><id>${orderId}</id></getOrder>
  </soap:Body>
</soap:Envelope>"""
println body.readLines().size()
println body.contains("<id>PO-5</id>")
