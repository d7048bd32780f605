def iban = 'FR7630006000011234567890189'
println '*' * (iban.size() - 4) + iban[-4..-1]
