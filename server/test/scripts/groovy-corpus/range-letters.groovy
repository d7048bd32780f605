println(('a'..'e').join())
