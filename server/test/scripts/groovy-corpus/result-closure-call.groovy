def fee = { amount -> amount * 0.1 }
fee(250)
