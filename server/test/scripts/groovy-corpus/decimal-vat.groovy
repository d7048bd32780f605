def net = 120.00
def vat = net * 0.2
println vat
println net + vat
